import type { SiteSettings } from '../../../shared/site.js';
import { physicianJsonLd } from '../../components/common/structured-data.js';
import { about } from '../../texts/about/about.js';
import { practitioners } from '../../texts/about/practitioners.js';

/** Everything /about shows, with the practitioners' JSON-LD: loaded as the page's content. */
export function aboutPageContent(site: SiteSettings) {
  return {
    about,
    practitioners,
    jsonLd: practitioners.map((practitioner) => physicianJsonLd(practitioner, site.siteUrl)),
  };
}

export type AboutPageContent = ReturnType<typeof aboutPageContent>;
