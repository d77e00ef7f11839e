import type { SiteSettings } from '../../../shared/site.js';
import type { Locale } from '../../../shared/locale.js';
import { uiTexts } from '../../texts/ui.js';
import { clinicJsonLd } from '../../lib/clinic-jsonld.js';

/** The home page's MedicalClinic JSON-LD, built with the page's content so its code stays off first visits. */
export function homePageContent(site: SiteSettings, locale: Locale) {
  return { jsonLd: clinicJsonLd(site.siteUrl, uiTexts[locale].clinic) };
}

export type HomePageContent = ReturnType<typeof homePageContent>;
