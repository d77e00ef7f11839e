import { clinic } from '../../../shared/clinic.js';
import { findService, type ServiceContent, type ServiceDetails, type ServiceGroup, type ServiceSummary } from '../services.js';

// One chunk per group: a client-side navigation to a service page fetches its group's copy only.
const groupDetails: Record<ServiceGroup, () => Promise<Record<string, ServiceDetails>>> = {
  upper: () => import('./upper.js').then((m) => m.upperDetails),
  lower: () => import('./lower.js').then((m) => m.lowerDetails),
  specialty: () => import('./specialty.js').then((m) => m.specialtyDetails),
};

/** A service's summary and page copy; rejects for a slug without copy, so a missing page fails loudly. */
export async function loadServiceContent(slug: string): Promise<ServiceContent> {
  const service = findService(slug);
  if (!service) throw new Error(`No page content for service "${slug}"`);
  const [group, { withSummaries }] = await Promise.all([groupDetails[service.group](), import('../service-summaries.js')]);
  return withSummaries(service, group[slug]);
}

export const serviceTitle = (service: Pick<ServiceSummary, 'title'>) =>
  `${service.title} in ${clinic.address.city}, ${clinic.address.region} | ${clinic.name}`;

export const serviceDescription = (service: Pick<ServiceSummary, 'summary'>) =>
  `${service.summary} ${clinic.address.city}, ${clinic.address.region}; new patients: first visit $${clinic.special.price}.`;
