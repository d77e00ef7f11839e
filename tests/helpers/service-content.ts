import {
  servicePath,
  type ServiceContent,
  type ServiceDetails,
  type ServiceSlug,
} from '../../client/content/services.js';
import { serviceNames } from '../../client/texts/en/services/catalogue.js';
import { serviceSummaries } from '../../client/texts/en/services/summaries.js';
import { upperDetails } from '../../client/texts/en/services/upper.js';
import { lowerDetails } from '../../client/texts/en/services/lower.js';
import { specialtyDetails } from '../../client/texts/en/services/specialty.js';
import { services } from '../../client/content/services.js';

/** The page copy of every service page, by slug, read whole (a page loads its group's: client/routing/content/service.ts). */
export const serviceDetails = { ...upperDetails, ...lowerDetails, ...specialtyDetails } satisfies Record<
  ServiceSlug,
  ServiceDetails
>;

/** A service's summary and page copy in English, as its page receives them. */
export function serviceContent(slug: ServiceSlug): ServiceContent {
  const details = serviceDetails[slug];
  if (!details) throw new Error(`No page content for service "${slug}"`);
  const { group } = services.find((service) => service.slug === slug)!;
  const relatedServices = details.relatedServices.map((related) => ({
    href: servicePath(related),
    label: serviceNames[related].label,
    summary: serviceSummaries[related],
  }));
  return { slug, group, ...serviceNames[slug], summary: serviceSummaries[slug], ...details, relatedServices };
}
