import type { SiteSettings } from '../../../shared/site.js';
import type { Locale } from '../../../shared/locale.js';
import { uiTexts } from '../../texts/ui.js';
import { loadPageTexts } from '../../texts/pages.js';
import { clinicJsonLd } from '../../lib/clinic-jsonld.js';

/**
 * The home page's copy in the page's language, and its MedicalClinic JSON-LD (built with the page's
 * content so its code stays off first visits).
 */
export async function homePageContent(site: SiteSettings, locale: Locale) {
  const texts = await loadPageTexts(locale);
  return {
    jsonLd: clinicJsonLd(site.siteUrl, uiTexts[locale].clinic),
    hero: { text: texts.heroText, badges: texts.heroBadges, poster: texts.heroPoster },
    sections: texts.homeSections,
    serviceCards: texts.serviceCards,
    whyChoose: texts.whyChoose,
    journeySteps: texts.journeySteps,
    clinicPhotos: texts.clinicPhotos,
    testimonials: texts.testimonials,
    averageRating: texts.averageRating(texts.testimonials),
    faqs: texts.faqs,
  };
}

export type HomePageContent = Awaited<ReturnType<typeof homePageContent>>;
