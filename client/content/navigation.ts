import { localizePath, pathWithoutLocale, type Locale } from '../../shared/locale.js';
import { serviceEntries, serviceGroupIds, servicePath, type ServiceGroup, type ServiceName, type ServiceSlug } from './services.js';

export type NavLink = { href: string; label: string };
export type ServiceNavGroup = { id: ServiceGroup; label: string; links: (NavLink & { slug: ServiceSlug })[] };

/** The navigation bar's pages, in order; '/services' is shown as the Services dropdown. */
export const mainNavPaths = ['/', '/special', '/services', '/blog', '/about', '/contact'] as const;
/** The pages only the footer links to, after the bar's. */
export const footerOnlyPaths = ['/payment', '/privacy', '/terms', '/accessibility'] as const;

export type NavPath = (typeof mainNavPaths)[number] | (typeof footerOnlyPaths)[number];

export const servicesHref = '/services';

/** What the menus say, in one language. */
export type NavigationTexts = {
  /** Each linked page's name in the menus. */
  pages: Record<NavPath, string>;
  allServices: string;
  serviceGroups: Record<ServiceGroup, string>;
  serviceNames: Record<ServiceSlug, ServiceName>;
};

/** The site's menus in one language: every link leads to that language's page. */
export function siteNavigation(texts: NavigationTexts, locale: Locale) {
  const link = (path: string, label: string): NavLink => ({ href: localizePath(path, locale), label });
  const mainNav = mainNavPaths.map((path) => link(path, texts.pages[path]));
  const entries = serviceEntries(texts.serviceNames);
  /** Service links by group, in order: Upper Extension, Lower Extension, Specialty Services. */
  const serviceNav: ServiceNavGroup[] = serviceGroupIds.map((id) => ({
    id,
    label: texts.serviceGroups[id],
    links: entries.filter((s) => s.group === id).map((s) => ({ ...link(servicePath(s.slug), s.label), slug: s.slug })),
  }));
  return {
    mainNav,
    servicesHref: localizePath(servicesHref, locale),
    allServicesLink: link(servicesHref, texts.allServices),
    serviceNav,
    /** The dropdown shows the body-region groups as nested submenus and the specialty links directly below them. */
    serviceSubmenus: serviceNav.filter((group) => group.id !== 'specialty'),
    specialtyNav: serviceNav.find((group) => group.id === 'specialty')!,
    /** The footer repeats the bar's links, then the pages only the footer links to. */
    footerQuickLinks: [...mainNav, ...footerOnlyPaths.map((path) => link(path, texts.pages[path]))],
  };
}

export type SiteNavigation = ReturnType<typeof siteNavigation>;

/** Services is highlighted on the overview and on every service page, in any language. */
export function isServicesPath(pathname: string): boolean {
  return currentFor(pathname, servicesHref) !== undefined;
}

/**
 * How a link relates to the current page, for aria-current: 'page' on the page itself, 'true' on
 * the section holding it (Blog on a post, Services on a service page), nothing elsewhere. Compares the
 * paths without their language, so a link and a page in the same language relate as in English.
 */
export function currentFor(pathname: string, href: string): 'page' | 'true' | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const path = pathWithoutLocale(trimmed);
  const target = pathWithoutLocale(href);
  if (path === target) return 'page';
  if (target !== '/' && path.startsWith(`${target}/`)) return 'true';
  return undefined;
}
