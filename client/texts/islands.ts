import type { Locale } from '../../shared/locale.js';
import type { IslandName, IslandProps } from '../islands/registry.js';
import type { NoExtraTexts } from './exact.js';
import { words as enClinicCarousel } from './en/islands/clinic-carousel.js';
import { words as enTestimonials } from './en/islands/testimonials.js';
import { words as enHomeContact } from './en/islands/home-contact.js';
import { words as enContactForm } from './en/islands/contact-form.js';
import { words as esClinicCarousel } from './es/islands/clinic-carousel.js';
import { words as esTestimonials } from './es/islands/testimonials.js';
import { words as esHomeContact } from './es/islands/home-contact.js';
import { words as esContactForm } from './es/islands/contact-form.js';

const en = {
  'clinic-carousel': enClinicCarousel,
  testimonials: enTestimonials,
  'home-contact': enHomeContact,
  'contact-form': enContactForm,
} satisfies { [Name in IslandName]: Partial<IslandProps<Name>> };
const es = {
  'clinic-carousel': esClinicCarousel,
  testimonials: esTestimonials,
  'home-contact': esHomeContact,
  'contact-form': esContactForm,
};

/**
 * Each island's words in one language: the English modules' shape. One module per island and language
 * (`<language>/islands/<island>.ts`), so the browser loads only the words of the islands a page has, in
 * its language (islands/registry.ts); the server renders the islands with the same modules.
 */
export type IslandWords = typeof en;

/** Every language's island words. A language missing an island's words, or with extra ones, is a type error. */
export const islandWords: Record<Locale, IslandWords> = { en, es: es satisfies NoExtraTexts<IslandWords, typeof es> };
