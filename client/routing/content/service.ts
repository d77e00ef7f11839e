import { localizePath, type Locale } from '../../../shared/locale.js';
import {
  servicePath,
  type ServiceContent,
  type ServiceDetails,
  type ServiceEntry,
  type ServiceSlug,
} from '../../content/services.js';
import { loadPageTexts } from '../../texts/pages.js';
import { uiTexts } from '../../texts/ui.js';

/** A service page's copy (the route's `content`): its details, its summary and its related services as links. */
export async function loadServiceContent(
  service: Pick<ServiceEntry, 'slug' | 'group'>,
  locale: Locale,
): Promise<ServiceContent> {
  const texts = await loadPageTexts(locale);
  const names = uiTexts[locale].navigation.serviceNames;
  const details: Partial<Record<ServiceSlug, ServiceDetails>> = {
    ...texts.upperDetails,
    ...texts.lowerDetails,
    ...texts.specialtyDetails,
  };
  const own = details[service.slug];
  if (!own) throw new Error(`No page content for service "${service.slug}"`);
  const relatedServices = own.relatedServices.map((slug) => ({
    href: localizePath(servicePath(slug), locale),
    label: names[slug].label,
    summary: texts.serviceSummaries[slug],
  }));
  return { ...service, ...names[service.slug], summary: texts.serviceSummaries[service.slug], ...own, relatedServices };
}
