import { clinic } from '../../shared/clinic.js';

export type PageMetaData = { path: string; title: string; description: string };

const city = `${clinic.address.city}, ${clinic.address.region}`;

/** The title and description of every fixed page; service and blog pages carry their own. */
export const pages = {
  home: {
    path: '/',
    title: `Chiropractor in ${city} | ${clinic.name}`,
    description: `Family chiropractic care in ${city}: adjustments, laser therapy and massage. New patients: consultation, X-rays, adjustment and laser therapy for $${clinic.special.price}.`,
  },
  special: {
    path: '/special',
    title: `$${clinic.special.price} New Patient Special | ${clinic.name}`,
    description: `Consultation, X-rays, adjustment and laser therapy for $${clinic.special.price} (a $${clinic.special.regularValue}+ value). Cash only; a detailed receipt is provided.`,
  },
  blog: {
    path: '/blog',
    title: `Blog | ${clinic.name}`,
    description: `Posture tips, recovery advice and clinic news from ${clinic.name} in ${city}.`,
  },
  about: {
    path: '/about',
    title: `About Us | ${clinic.name}`,
    description: `Meet the chiropractors of ${clinic.name}: our mission, our values and how we care for families in ${city}.`,
  },
  contact: {
    path: '/contact',
    title: `Contact Us | ${clinic.name}`,
    description: `Call, e-mail or visit ${clinic.name} at ${clinic.address.street}, ${city}. Office hours, directions and a contact form.`,
  },
  payment: {
    path: '/payment',
    title: `Payment | ${clinic.name}`,
    description: `Make a secure payment to ${clinic.name}.`,
  },
  privacy: {
    path: '/privacy',
    title: `Privacy Policy | ${clinic.name}`,
    description: `How ${clinic.name} collects, uses and protects the information you share on this website.`,
  },
  terms: {
    path: '/terms',
    title: `Terms of Service | ${clinic.name}`,
    description: `The terms that apply when you use the ${clinic.name} website.`,
  },
  services: {
    path: '/services',
    title: `Chiropractic Services | ${clinic.name}`,
    description: `Chiropractic adjustments, laser therapy and massage therapy for the neck, back, joints, sports injuries, pregnancy and more in ${city}.`,
  },
  notFound: {
    path: '/404',
    title: `Page Not Found | ${clinic.name}`,
    description: 'The page you are looking for does not exist.',
  },
} satisfies Record<string, PageMetaData>;

/** Fixed pages that belong in the sitemap (not the 404, not the noindex payment page). */
export const indexablePages: PageMetaData[] = [
  pages.home, pages.special, pages.services, pages.blog, pages.about, pages.contact, pages.privacy, pages.terms,
];
