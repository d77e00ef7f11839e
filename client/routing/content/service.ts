import type { ServiceContent, ServiceDetails, ServiceEntry, ServiceGroup, ServiceSlug } from '../../texts/services/catalogue.js';

// One chunk per group: a client-side navigation to a service page fetches its group's copy only.
const groupDetails: Record<ServiceGroup, () => Promise<Partial<Record<ServiceSlug, ServiceDetails>>>> = {
  upper: () => import('../../texts/services/upper.js').then((m) => m.upperDetails),
  lower: () => import('../../texts/services/lower.js').then((m) => m.lowerDetails),
  specialty: () => import('../../texts/services/specialty.js').then((m) => m.specialtyDetails),
};

/** A service page's copy (the route's `content`): its group's details and the summaries, loaded together. */
export async function loadServiceContent(service: ServiceEntry): Promise<ServiceContent> {
  const [details, { withSummaries }] = await Promise.all([groupDetails[service.group](), import('../../texts/services/summaries.js')]);
  return withSummaries(service, details[service.slug]);
}
