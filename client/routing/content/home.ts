import type { SiteSettings } from '../../../shared/site.js';
import { clinicJsonLd } from '../../lib/clinic-jsonld.js';

/** The home page's MedicalClinic JSON-LD, built with the page's content so its code stays off first visits. */
export function homePageContent(site: SiteSettings) {
  return { jsonLd: clinicJsonLd(site.siteUrl) };
}

export type HomePageContent = ReturnType<typeof homePageContent>;
