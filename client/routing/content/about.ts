import type { SiteSettings } from '../../../shared/site.js';
import { physicianJsonLd } from '../../components/common/structured-data.js';
import type { Locale } from '../../../shared/locale.js';
import { loadPageTexts } from '../../texts/pages.js';

/** Everything /about shows, with the practitioners' JSON-LD: loaded as the page's content. */
export async function aboutPageContent(site: SiteSettings, locale: Locale) {
  const { about, practitioners } = await loadPageTexts(locale);
  return {
    about,
    practitioners,
    jsonLd: practitioners.map((practitioner) => physicianJsonLd(practitioner, site.siteUrl)),
  };
}

export type AboutPageContent = Awaited<ReturnType<typeof aboutPageContent>>;
