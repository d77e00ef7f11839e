import type { ServiceContent, ServiceDetails, ServiceSlug } from '../../client/texts/services/catalogue.js';
import { serviceEntry, withSummaries } from '../../client/texts/services/summaries.js';
import { upperDetails } from '../../client/texts/services/upper.js';
import { lowerDetails } from '../../client/texts/services/lower.js';
import { specialtyDetails } from '../../client/texts/services/specialty.js';

/** The page copy of every service page, by slug, read whole (a page loads its group's: client/routing/content/service.ts). */
export const serviceDetails = { ...upperDetails, ...lowerDetails, ...specialtyDetails } satisfies Record<
  ServiceSlug,
  ServiceDetails
>;

/** A service's summary and page copy, as its page receives them. */
export function serviceContent(slug: ServiceSlug): ServiceContent {
  return withSummaries(serviceEntry(slug), serviceDetails[slug]);
}
