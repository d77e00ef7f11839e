import { uiTexts } from '../../client/texts/ui.js';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clinic, officeHours } from '../../shared/clinic.js';
import { heroBadges, heroPoster, heroText } from '../../client/texts/en/home/heroBadges.js';
import { serviceCards } from '../../client/texts/en/home/serviceCards.js';
import { whyChoose } from '../../client/texts/en/home/whyChoose.js';
import { journeySteps } from '../../client/texts/en/home/journeySteps.js';
import { clinicPhotos } from '../../client/texts/en/home/clinicPhotos.js';
import { averageRating, testimonials } from '../../client/texts/en/home/testimonials.js';
import { faqs } from '../../client/texts/en/home/faqs.js';
import type { ImageAsset } from '../../client/content/images.js';
import { clinicJsonLd, openingHoursSpecification } from '../../client/lib/clinic-jsonld.js';

const publicDir = path.resolve(import.meta.dirname, '../../public');
const allText = JSON.stringify([heroText, serviceCards, whyChoose, journeySteps, clinicPhotos, testimonials, faqs]);

describe('home content', () => {
  it('has the hero texts of the spec', () => {
    expect(heroText.rating).toBe('Trusted by families since 2025');
    expect(heroText.headline).toBe('The Best Chiropractor In Palm Harbor, FL');
    expect(heroText.cta).toBe('Schedule Your $29 New Patient Special Today');
    expect(heroBadges).toEqual(['Consultation', 'X-rays', 'Adjustment', 'Laser Therapy']);
  });

  it('has 3 service cards, each with a description and 3 feature bullets', () => {
    expect(serviceCards.map((c) => c.title)).toEqual(['Back & Spine Pain Relief', 'Laser Therapy', 'Massage Therapy']);
    for (const card of serviceCards) {
      expect(card.description.length).toBeGreaterThan(40);
      expect(card.features).toHaveLength(3);
      expect(new Set(card.features).size).toBe(3);
    }
  });

  it('has the 4 "Why Choose" points', () => {
    expect(whyChoose.map((p) => p.title)).toEqual([
      'Family-Friendly Care',
      'Personal Injury',
      'Prenatal Care',
      'Holistic Approach',
    ]);
    for (const point of whyChoose) expect(point.description.length).toBeGreaterThan(40);
  });

  it('has 7 journey steps with ids 1-7 in order, alternating sides, each with an image', () => {
    expect(journeySteps.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    journeySteps.forEach((step, i) => {
      expect(step.side).toBe(i % 2 === 0 ? 'left' : 'right');
      expect(step.title).toBeTruthy();
      expect(step.icon).toBeTruthy();
    });
    const order = ['Schedule', 'Intake', 'Welcome', 'Consultation', 'Movement', 'Adjustment', 'Home Exercises'];
    journeySteps.forEach((step, i) => expect(step.title).toContain(order[i]));
  });

  it('has 12 carousel photos, each titled and described, with unique titles', () => {
    expect(clinicPhotos).toHaveLength(12);
    for (const photo of clinicPhotos) {
      expect(photo.title).toBeTruthy();
      expect(photo.description).toBeTruthy();
    }
    expect(new Set(clinicPhotos.map((p) => p.title)).size).toBe(12);
  });

  it('has 7 testimonials, all rated 5, averaging 5.0', () => {
    expect(testimonials).toHaveLength(7);
    for (const t of testimonials) {
      expect(t.rating).toBe(5);
      expect(t.name).toBeTruthy();
      expect(t.timeAgo).toMatch(/ago$/);
      expect(t.content.length).toBeGreaterThan(40);
    }
    expect(new Set(testimonials.map((t) => t.name)).size).toBe(7);
    expect(averageRating(testimonials)).toBe('5.0');
  });

  it('has 8 FAQs with real answers, covering the topics of the issue', () => {
    expect(faqs).toHaveLength(8);
    for (const faq of faqs) {
      expect(faq.question.endsWith('?')).toBe(true);
      expect(faq.answer.length).toBeGreaterThan(80);
    }
    const text = JSON.stringify(faqs).toLowerCase();
    for (const topic of [
      '$29',
      'cash only',
      'insurance',
      'receipt',
      'wear',
      'minutes',
      'pregnan',
      'children',
      'accident',
      'how often',
    ]) {
      expect(text).toContain(topic);
    }
  });

  it('takes prices from the clinic module and contains no placeholder text', () => {
    expect(allText).toContain(`$${clinic.special.regularValue}`);
    expect(allText).not.toMatch(/lorem|ipsum|TODO|TBD/i);
    expect(allText).not.toMatch(/\bcures?\b|guarantee/i);
  });

  it('describes every image slot completely, and every file exists and is small', () => {
    const images: ImageAsset[] = [heroPoster, ...journeySteps.map((s) => s.image), ...clinicPhotos.map((p) => p.image)];
    for (const image of images) {
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
      expect(typeof image.alt).toBe('string');
      const files = [image.src, ...(image.srcSet?.split(', ').map((entry) => entry.split(' ')[0]!) ?? [])];
      for (const file of files) {
        const onDisk = path.join(publicDir, file);
        expect(existsSync(onDisk), file).toBe(true);
        expect(statSync(onDisk).size, file).toBeLessThan(30 * 1024);
      }
    }
    // Only the hero poster is decorative; the photos say what they show.
    for (const image of images.slice(1)) expect(image.alt.length).toBeGreaterThan(10);
  });
});

describe('MedicalClinic structured data', () => {
  it('turns office hours into one entry per opening period and leaves out closed and by-appointment days', () => {
    // A sample week, not the clinic's: the conversion is under test here.
    const spec = openingHoursSpecification([
      {
        dayIndex: 1,
        kind: 'open',
        periods: [
          { opens: '08:00', closes: '12:00' },
          { opens: '14:00', closes: '18:00' },
        ],
      },
      { dayIndex: 2, kind: 'open', periods: [{ opens: '14:00', closes: '17:30' }] },
      { dayIndex: 6, kind: 'byAppointment' },
      { dayIndex: 0, kind: 'closed' },
    ]);
    const entry = (day: string, opens: string, closes: string) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${day}`,
      opens,
      closes,
    });
    expect(spec).toEqual([
      entry('Monday', '08:00', '12:00'),
      entry('Monday', '14:00', '18:00'),
      entry('Tuesday', '14:00', '17:30'),
    ]);
  });

  it('reads every opening period of the clinic’s hours, and only those days, named as schema.org names them', () => {
    const spec = openingHoursSpecification(officeHours);
    const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    const periods = officeHours.flatMap((day) =>
      day.kind === 'open'
        ? day.periods.map((p) => [`https://schema.org/${days[day.dayIndex]}`, p.opens, p.closes])
        : [],
    );
    expect(spec.map((s) => [s.dayOfWeek, s.opens, s.closes])).toEqual(periods);
  });

  it('describes the clinic from the clinic module, without an AggregateRating', () => {
    const data = clinicJsonLd('https://www.example.com', uiTexts.en.clinic);
    expect(data).toMatchObject({
      '@type': 'MedicalClinic',
      name: clinic.name,
      url: 'https://www.example.com/',
      telephone: clinic.phone.tel,
      address: { streetAddress: clinic.address.street, postalCode: clinic.address.postalCode },
      geo: { latitude: clinic.geo.latitude, longitude: clinic.geo.longitude },
      sameAs: [clinic.social.facebook, clinic.social.instagram],
    });
    expect(JSON.stringify(data)).not.toContain('Rating');
  });
});
