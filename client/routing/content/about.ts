import type { SiteSettings } from '../../../shared/site.js';
import { physicianJsonLd } from '../../components/common/structured-data.js';
import { localizePath, type Locale } from '../../../shared/locale.js';
import { loadPageTexts } from '../../texts/pages.js';

/** Everything /about shows, with the practitioners' JSON-LD: loaded as the page's content. */
export async function aboutPageContent(site: SiteSettings, locale: Locale) {
  const { about, practitioners } = await loadPageTexts(locale);
  return {
    about,
    practitioners,
    // Each practitioner's node is on the page in its language, as its texts are.
    jsonLd: practitioners.map((practitioner) =>
      physicianJsonLd(practitioner, site.siteUrl, localizePath('/about', locale)),
    ),
  };
}

export type AboutPageContent = Awaited<ReturnType<typeof aboutPageContent>>;
