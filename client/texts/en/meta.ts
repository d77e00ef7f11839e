import { cityAndRegion, clinic } from '../../../shared/clinic.js';

type Meta = { title: string; description: string };

/** Each page's <title> and description (search results and shared links show them). */
export const meta = {
  pages: {
    home: {
      title: `Chiropractor in ${cityAndRegion} | ${clinic.name}`,
      description: `Family chiropractic care in ${cityAndRegion}: adjustments, laser therapy and massage. New patients: consultation, X-rays, adjustment and laser therapy for $${clinic.special.price}.`,
    },
    special: {
      title: `$${clinic.special.price} New Patient Special | ${clinic.name}`,
      description: `Consultation, X-rays, adjustment and laser therapy for $${clinic.special.price} (a $${clinic.special.regularValue}+ value). Cash only; a detailed receipt is provided.`,
    },
    services: {
      title: `Chiropractic Services | ${clinic.name}`,
      description: `Chiropractic adjustments, laser therapy and massage therapy for the neck, back, joints, sports injuries, pregnancy and more in ${cityAndRegion}.`,
    },
    blog: {
      title: `Blog | ${clinic.name}`,
      description: `Posture tips, recovery advice and clinic news from ${clinic.name} in ${cityAndRegion}.`,
    },
    about: {
      title: `About Us | ${clinic.name}`,
      description: `Meet the chiropractors of ${clinic.name}: our mission, our values and how we care for families in ${cityAndRegion}.`,
    },
    contact: {
      title: `Contact Us | ${clinic.name}`,
      description: `Call, e-mail or visit ${clinic.name} at ${clinic.address.street}, ${cityAndRegion}. Office hours, directions and a contact form.`,
    },
    payment: {
      title: `Payment | ${clinic.name}`,
      description: `Make a secure payment to ${clinic.name}.`,
    },
    privacy: {
      title: `Privacy Policy | ${clinic.name}`,
      description: `How ${clinic.name} collects, uses and protects the information you share on this website.`,
    },
    terms: {
      title: `Terms of Service | ${clinic.name}`,
      description: `The terms that apply when you use the ${clinic.name} website.`,
    },
    accessibility: {
      title: `Accessibility Statement | ${clinic.name}`,
      description: `How ${clinic.name} works to make this website usable by everyone: our WCAG 2.2 AA target, how we check it, known limits and how to report a barrier.`,
    },
    notFound: {
      title: `Page Not Found | ${clinic.name}`,
      description: 'The page you are looking for does not exist.',
    },
  } satisfies Record<string, Meta>,
  /** The blog list's later pages. */
  blogPageTitle: (page: number) => `Blog, Page ${page} | ${clinic.name}`,
  serviceTitle: (title: string) => `${title} in ${cityAndRegion} | ${clinic.name}`,
  serviceDescription: (summary: string) =>
    `${summary} ${cityAndRegion}; new patients: first visit $${clinic.special.price}.`,
};
