import { describe, expect, it } from 'vitest';
import { matchPage } from '../../client/routing/match.js';
import { createRoutes } from '../../client/routes.js';
import { routePages } from '../helpers/routes.js';
import { siteNavigation } from '../../client/content/navigation.js';
import { uiTexts } from '../../client/texts/ui.js';
import { locales } from '../../shared/locale.js';
import { servicePath } from '../../client/content/services.js';
import { englishServices as services } from '../helpers/routes.js';
import { currentFor, isServicesPath } from '../../client/content/navigation.js';
import { englishNavigation } from '../helpers/routes.js';

const { allServicesLink, footerQuickLinks, mainNav, serviceNav, serviceSubmenus, specialtyNav } = englishNavigation;

const routes = createRoutes();
/** The id of the route a path lands on ('not-found' for the catch-all 404). */
const routeIdFor = (href: string) => matchPage(routes, href).route.id;

const everyLink = [...mainNav, allServicesLink, ...serviceNav.flatMap((g) => g.links), ...footerQuickLinks];

describe('navigation data', () => {
  it('has the bar links of the spec in order', () => {
    expect(mainNav.map((l) => l.label)).toEqual(['Home', 'New Patients', 'Services', 'Blog', 'About', 'Contact']);
    expect(mainNav.map((l) => l.href)).toEqual(['/', '/special', '/services', '/blog', '/about', '/contact']);
  });

  it('groups the services under the spec headings, each group in the catalogue’s order', () => {
    expect(serviceNav.map((g) => g.label)).toEqual(['Upper Extension', 'Lower Extension', 'Specialty Services']);
    for (const group of serviceNav) {
      const members = services.filter((s) => s.group === group.id);
      expect(members.length, group.label).toBeGreaterThan(0);
      expect(group.links).toEqual(members.map((s) => ({ href: servicePath(s.slug), label: s.label, slug: s.slug })));
    }
  });

  it('shows Upper and Lower Extension as submenus and the specialty links after them', () => {
    expect(serviceSubmenus.map((g) => g.label)).toEqual(['Upper Extension', 'Lower Extension']);
    expect(specialtyNav.label).toBe('Specialty Services');
    expect(allServicesLink).toEqual({ href: '/services', label: 'All Services' });
  });

  it('links every service of the catalogue exactly once', () => {
    const hrefs = serviceNav.flatMap((g) => g.links.map((l) => l.href));
    expect(hrefs).toHaveLength(services.length);
    expect(new Set(hrefs).size).toBe(services.length);
    expect([...hrefs].sort()).toEqual(services.map((s) => servicePath(s.slug)).sort());
  });

  it('starts the footer Quick Links with the spec’s, in order, and links the accessibility statement', () => {
    const spec = 'Home, New Patients, Services, Blog, About, Contact, Payment, Privacy Policy, Terms of Service';
    expect(footerQuickLinks.map((l) => l.label).slice(0, spec.split(', ').length)).toEqual(spec.split(', '));
    expect(footerQuickLinks).toContainEqual({ href: '/accessibility', label: 'Accessibility' });
  });

  it('links every page of the route table from the bar or the footer, in its own language', () => {
    for (const locale of locales) {
      const menus = siteNavigation(uiTexts[locale].navigation, locale);
      const linked = new Set([...menus.mainNav, ...menus.footerQuickLinks].map((l) => l.href));
      const pages = routePages.filter((page) => page.locale === locale).map((page) => page.path);
      expect(pages.filter((path) => !linked.has(path))).toEqual([]);
    }
  });

  it('has no duplicate link within a menu', () => {
    for (const list of [mainNav, footerQuickLinks, [allServicesLink, ...serviceNav.flatMap((g) => g.links)]]) {
      expect(new Set(list.map((l) => l.href)).size).toBe(list.length);
      expect(new Set(list.map((l) => l.label)).size).toBe(list.length);
    }
  });

  it.each(everyLink.map((l) => [l.href, l.label]))(
    '%s (%s) resolves to a page of the route table, not the 404',
    (href) => {
      const id = routeIdFor(href);
      expect(id).toBeDefined();
      expect(id).not.toBe('not-found');
    },
  );

  it('would catch a link to a page that does not exist', () => {
    expect(routeIdFor('/services/no-such-service')).toBe('not-found');
  });
});

describe('current-page marking', () => {
  it('marks the page itself with "page"', () => {
    expect(currentFor('/', '/')).toBe('page');
    expect(currentFor('/about', '/about')).toBe('page');
    expect(currentFor('/services/knee', '/services/knee')).toBe('page');
    expect(currentFor('/about/', '/about')).toBe('page');
  });

  it('marks the section that holds the page with "true", and Home only on the home page', () => {
    expect(currentFor('/services/knee', '/services')).toBe('true');
    expect(currentFor('/blog/a-post', '/blog')).toBe('true');
    expect(currentFor('/about', '/')).toBeUndefined();
    expect(currentFor('/servicesx', '/services')).toBeUndefined();
    expect(currentFor('/services/knee', '/services/knee-x')).toBeUndefined();
  });

  it('highlights Services on every /services path and nowhere else', () => {
    expect(isServicesPath('/services')).toBe(true);
    expect(isServicesPath('/services/')).toBe(true);
    for (const s of services) expect(isServicesPath(servicePath(s.slug))).toBe(true);
    expect(isServicesPath('/')).toBe(false);
    expect(isServicesPath('/special')).toBe(false);
    expect(isServicesPath('/services-old')).toBe(false);
  });
});
