import { clinic } from '../../../shared/clinic.js';
import { findService, type ServiceContent, type ServiceDetails, type ServiceSummary } from '../services.js';
import { upperDetails } from './upper.js';
import { lowerDetails } from './lower.js';
import { specialtyDetails } from './specialty.js';

/** The page copy of every service page, by slug. */
export const serviceDetails: Record<string, ServiceDetails> = { ...upperDetails, ...lowerDetails, ...specialtyDetails };

/** A service's summary and page copy; throws for a slug without copy, so a missing page fails loudly. */
export function serviceContent(slug: string): ServiceContent {
  const summary = findService(slug);
  const details = serviceDetails[slug];
  if (!summary || !details) throw new Error(`No page content for service "${slug}"`);
  return { ...summary, ...details };
}

export const serviceTitle = (service: Pick<ServiceSummary, 'title'>) =>
  `${service.title} in ${clinic.address.city}, ${clinic.address.region} | ${clinic.name}`;

export const serviceDescription = (service: Pick<ServiceSummary, 'summary'>) =>
  `${service.summary} ${clinic.address.city}, ${clinic.address.region}; new patients: first visit $${clinic.special.price}.`;
