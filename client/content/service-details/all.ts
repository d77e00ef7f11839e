import { findService, type ServiceContent, type ServiceDetails } from '../services.js';
import { withSummaries } from '../service-summaries.js';
import { upperDetails } from './upper.js';
import { lowerDetails } from './lower.js';
import { specialtyDetails } from './specialty.js';

/** The page copy of every service page, by slug (the tests read it whole; pages load one group). */
export const serviceDetails: Record<string, ServiceDetails> = { ...upperDetails, ...lowerDetails, ...specialtyDetails };

/** A service's summary and page copy; throws for a slug without copy, so a missing page fails loudly. */
export function serviceContent(slug: string): ServiceContent {
  const service = findService(slug);
  if (!service) throw new Error(`No page content for service "${slug}"`);
  return withSummaries(service, serviceDetails[slug]);
}
