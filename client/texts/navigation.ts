import { serviceGroups, services, servicePath, type ServiceGroup } from './services/catalogue.js';

export type NavLink = { href: string; label: string };
export type ServiceNavGroup = { id: ServiceGroup; label: string; links: NavLink[] };

/** The navigation bar's links, in order; '/services' is shown as the Services dropdown. */
export const mainNav: NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/special', label: 'New Patients' },
  { href: '/services', label: 'Services' },
  { href: '/blog', label: 'Blog' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
];

export const servicesHref = '/services';

export const allServicesLink: NavLink = { href: servicesHref, label: 'All Services' };

/** Service links by group, in order: Upper Extension, Lower Extension, Specialty Services. */
export const serviceNav: ServiceNavGroup[] = serviceGroups.map((group) => ({
  id: group.id,
  label: group.label,
  links: services.filter((s) => s.group === group.id).map((s) => ({ href: servicePath(s.slug), label: s.label })),
}));

/** The dropdown shows the body-region groups as nested submenus and the specialty links directly below them. */
export const serviceSubmenus = serviceNav.filter((group) => group.id !== 'specialty');
export const specialtyNav = serviceNav.find((group) => group.id === 'specialty')!;

/** The footer repeats the bar's links, then the pages only the footer links to. */
export const footerQuickLinks: NavLink[] = [
  ...mainNav,
  { href: '/payment', label: 'Payment' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Service' },
  { href: '/accessibility', label: 'Accessibility' },
];

/** Services is highlighted on the overview and on every service page. */
export function isServicesPath(pathname: string): boolean {
  return currentFor(pathname, servicesHref) !== undefined;
}

/**
 * How a link relates to the current page, for aria-current: 'page' on the page itself, 'true' on
 * the section holding it (Blog on a post, Services on a service page), nothing elsewhere.
 */
export function currentFor(pathname: string, href: string): 'page' | 'true' | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === href) return 'page';
  if (href !== '/' && path.startsWith(`${href}/`)) return 'true';
  return undefined;
}
