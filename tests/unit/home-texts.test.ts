import { describe, expect, it } from 'vitest';
import { defaultEmbeds } from '../../shared/clinic.js';
import { locales } from '../../shared/locale.js';
import { fill } from '../../client/lib/fill.js';
import { homePageContent } from '../../client/routing/content/home.js';
import { uiTexts } from '../../client/texts/ui.js';
import * as englishPages from '../../client/texts/en/pages.js';
import * as spanishPages from '../../client/texts/es/pages.js';

const site = { siteUrl: 'https://www.example.com', embeds: defaultEmbeds };
const { en, es } = { en: uiTexts.en.home, es: uiTexts.es.home };

describe('fill', () => {
  it('fills each placeholder with its value, numbers included, as often as it occurs', () => {
    expect(fill('{n} of {count}: {title}', { n: 2, count: 12, title: 'Reception' })).toBe('2 of 12: Reception');
    expect(fill('{n} + {n}', { n: 1 })).toBe('1 + 1');
    expect(fill('no placeholder', { n: 1 })).toBe('no placeholder');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(fill('{n} of {count}', { n: 3 })).toBe('3 of {count}');
    expect(fill('{toString}', {})).toBe('{toString}');
  });

  it('fills the home page’s templates in English and in Spanish', () => {
    expect(fill(en.stars, { n: 5 })).toBe('5 out of 5 stars');
    expect(fill(es.stars, { n: 5 })).toBe('5 de 5 estrellas');
    expect(fill(en.carousel.slideLabel, { n: 1, count: 12, title: 'Reception' })).toBe('1 of 12: Reception');
    expect(fill(es.carousel.slideLabel, { n: 1, count: 12, title: 'Recepción' })).toBe('1 de 12: Recepción');
    expect(fill(en.carousel.dot, { n: 4, title: 'Reception' })).toBe('Show photo 4: Reception');
    expect(fill(es.carousel.dot, { n: 4, title: 'Recepción' })).toBe('Mostrar la foto 4: Recepción');
    expect(fill(en.reviews.dot, { n: 3, name: 'Maria L.' })).toBe('Show review 3: Maria L.');
    expect(fill(es.reviews.dot, { n: 3, name: 'Maria L.' })).toBe('Mostrar la reseña 3: Maria L.');
  });

  it('leaves no placeholder unfilled in any language’s island template', () => {
    const values = { n: 1, count: 2, title: 'x', name: 'y' };
    for (const locale of locales) {
      const { carousel, reviews, stars } = uiTexts[locale].home;
      for (const template of [stars, carousel.slideLabel, carousel.dot, reviews.dot]) {
        expect(fill(template, values), `${locale}: ${template}`).not.toMatch(/[{}]/);
      }
    }
  });
});

describe('home words', () => {
  it('counts the reviews in each language', () => {
    expect(en.reviews.basedOn(7)).toBe('Based on 7 reviews');
    expect(en.reviews.basedOn(1)).toBe('Based on 1 review');
    expect(es.reviews.basedOn(7)).toBe('Basado en 7 reseñas');
    expect(es.reviews.basedOn(1)).toBe('Basado en 1 reseña');
    expect(en.journey.step(3)).toBe('Step 3');
    expect(es.journey.step(3)).toBe('Paso 3');
  });

  it('gives the islands plain strings only (their props travel as JSON)', () => {
    for (const locale of locales) {
      const { carousel, reviews, stars } = uiTexts[locale].home;
      const { basedOn: _computed, ...island } = reviews;
      for (const texts of [carousel, island, { stars }]) {
        for (const [key, text] of Object.entries(texts)) expect(typeof text, `${locale}: ${key}`).toBe('string');
      }
    }
  });
});

describe('home page content', () => {
  it('is the copy of the page’s language', async () => {
    for (const [locale, pages] of [
      ['en', englishPages],
      ['es', spanishPages],
    ] as const) {
      const content = await homePageContent(site, locale);
      expect(content.hero).toEqual({ text: pages.heroText, badges: pages.heroBadges, poster: pages.heroPoster });
      expect(content.sections).toBe(pages.homeSections);
      expect(content.serviceCards).toBe(pages.serviceCards);
      expect(content.whyChoose).toBe(pages.whyChoose);
      expect(content.journeySteps).toBe(pages.journeySteps);
      expect(content.clinicPhotos).toBe(pages.clinicPhotos);
      expect(content.testimonials).toBe(pages.testimonials);
      expect(content.faqs).toBe(pages.faqs);
      expect(content.averageRating).toBe('5.0');
      expect(content.jsonLd).toMatchObject({ '@type': 'MedicalClinic', url: 'https://www.example.com/' });
    }
  });

  it('has the same lists in both languages, each item translated', async () => {
    const [english, spanish] = await Promise.all([homePageContent(site, 'en'), homePageContent(site, 'es')]);
    for (const list of ['serviceCards', 'whyChoose', 'journeySteps', 'clinicPhotos', 'testimonials', 'faqs'] as const) {
      expect(spanish[list], list).toHaveLength(english[list].length);
      expect(JSON.stringify(spanish[list]), list).not.toBe(JSON.stringify(english[list]));
    }
    expect(Object.keys(spanish.sections)).toEqual(Object.keys(english.sections));
    for (const key of Object.keys(english.sections) as (keyof typeof english.sections)[]) {
      expect(spanish.sections[key].title, key).not.toBe(english.sections[key].title);
    }
  });
});
