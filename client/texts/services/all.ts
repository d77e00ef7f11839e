import type { ServiceContent, ServiceDetails, ServiceSlug } from './catalogue.js';
import { serviceEntry, withSummaries } from './summaries.js';
import { upperDetails } from './upper.js';
import { lowerDetails } from './lower.js';
import { specialtyDetails } from './specialty.js';

/** The page copy of every service page, by slug (the tests read it whole; pages load one group). */
export const serviceDetails = { ...upperDetails, ...lowerDetails, ...specialtyDetails } satisfies Record<
  ServiceSlug,
  ServiceDetails
>;

/** A service's summary and page copy, as its page receives them. */
export function serviceContent(slug: ServiceSlug): ServiceContent {
  return withSummaries(serviceEntry(slug), serviceDetails[slug]);
}
