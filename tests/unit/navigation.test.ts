import { describe, expect, it } from 'vitest';
import { matchPage } from '../../client/routing/match.js';
import { createRoutes } from '../../client/routes.js';
import { services, servicePath } from '../../client/texts/services/catalogue.js';
import {
  allServicesLink,
  currentFor,
  footerQuickLinks,
  isServicesPath,
  mainNav,
  serviceNav,
  serviceSubmenus,
  specialtyNav,
} from '../../client/texts/navigation.js';

const routes = createRoutes();
/** The id of the route a path lands on ('not-found' for the catch-all 404). */
const routeIdFor = (href: string) => matchPage(routes, href).route.id;

const everyLink = [...mainNav, allServicesLink, ...serviceNav.flatMap((g) => g.links), ...footerQuickLinks];

describe('navigation data', () => {
  it('has the bar links of the spec in order', () => {
    expect(mainNav.map((l) => l.label)).toEqual(['Home', 'New Patients', 'Services', 'Blog', 'About', 'Contact']);
    expect(mainNav.map((l) => l.href)).toEqual(['/', '/special', '/services', '/blog', '/about', '/contact']);
  });

  it('groups the services 7, 3 and 6 under the spec headings, in the spec order', () => {
    expect(serviceNav.map((g) => [g.label, g.links.length])).toEqual([
      ['Upper Extension', 7],
      ['Lower Extension', 3],
      ['Specialty Services', 6],
    ]);
    expect(serviceNav[0]!.links.map((l) => l.href)).toEqual(
      ['head-neck', 'tmj-jaw', 'shoulder', 'rib-collarbone', 'elbow', 'hand-wrist', 'back-spine'].map(servicePath),
    );
    expect(serviceNav[1]!.links.map((l) => l.href)).toEqual(['hip-pelvis', 'knee', 'foot-ankle'].map(servicePath));
    expect(serviceNav[2]!.links.map((l) => l.href)).toEqual(
      ['sports', 'scoliosis', 'posture-correction', 'pediatric-pregnancy', 'pre-post-surgery', 'car-accident'].map(
        servicePath,
      ),
    );
  });

  it('shows Upper and Lower Extension as submenus and the specialty links after them', () => {
    expect(serviceSubmenus.map((g) => g.label)).toEqual(['Upper Extension', 'Lower Extension']);
    expect(specialtyNav.label).toBe('Specialty Services');
    expect(allServicesLink).toEqual({ href: '/services', label: 'All Services' });
  });

  it('links every one of the 16 services exactly once', () => {
    const hrefs = serviceNav.flatMap((g) => g.links.map((l) => l.href));
    expect(hrefs).toHaveLength(16);
    expect(new Set(hrefs).size).toBe(16);
    expect([...hrefs].sort()).toEqual(services.map((s) => servicePath(s.slug)).sort());
  });

  it('has the footer Quick Links of the spec in order, then the accessibility statement', () => {
    expect(footerQuickLinks.map((l) => l.label)).toEqual([
      'Home',
      'New Patients',
      'Services',
      'Blog',
      'About',
      'Contact',
      'Payment',
      'Privacy Policy',
      'Terms of Service',
      'Accessibility',
    ]);
    expect(footerQuickLinks.at(-1)).toEqual({ href: '/accessibility', label: 'Accessibility' });
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
