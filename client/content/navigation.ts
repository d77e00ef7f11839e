import { serviceGroups, services, servicePath } from './services.js';

export type NavLink = { href: string; label: string };

export const mainNav: NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/special', label: 'New Patients' },
  { href: '/services', label: 'Services' },
  { href: '/blog', label: 'Blog' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
];

export const allServicesLink: NavLink = { href: '/services', label: 'All Services' };

/** Service links by group, in the spec's order: Upper Extension, Lower Extension, Specialty Services. */
export const serviceNav: { id: string; label: string; links: NavLink[] }[] = serviceGroups.map((group) => ({
  id: group.id,
  label: group.label,
  links: services.filter((s) => s.group === group.id).map((s) => ({ href: servicePath(s.slug), label: s.label })),
}));

export const footerQuickLinks: NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/special', label: 'New Patients' },
  { href: '/services', label: 'Services' },
  { href: '/blog', label: 'Blog' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
  { href: '/payment', label: 'Payment' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Service' },
];
