import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cityAndRegion, clinic, officeHours } from '../../shared/clinic.js';
import { servicePath } from '../../client/content/services.js';
import { englishServices as services, englishServiceGroups as serviceGroups } from '../helpers/routes.js';
import { serviceContent, serviceDetails } from '../helpers/service-content.js';
import { loadServiceContent } from '../../client/routing/content/service.js';
import { uiTexts } from '../../client/texts/ui.js';
import { modalities } from '../../client/texts/en/services/modalities.js';
import { special } from '../../client/texts/en/special.js';
import { about } from '../../client/texts/en/about/about.js';
import { practitioners } from '../../client/texts/en/about/practitioners.js';
import { privacyPolicy, termsOfService, type LegalDocument } from '../../client/texts/en/legal.js';
import { accessibilityStatement } from '../../client/texts/en/accessibility.js';
import { breadcrumbList } from '../../client/components/common/breadcrumb-list.js';
import { physicianJsonLd } from '../../client/components/common/structured-data.js';
import { weekdayIndexIn } from '../../client/components/contact/today.js';
import { formatDayHours } from '../../shared/office-hours.js';
import type { ImageAsset } from '../../client/content/images.js';
import { locales } from '../../shared/locale.js';
import { withoutSoftHyphens } from '../../client/lib/soft-hyphens.js';

const { serviceTitle, serviceDescription } = uiTexts.en.meta;

const slugs = services.map((s) => s.slug);

describe('service pages content', () => {
  it('lists each service once, with a URL-safe slug, a label and a title, in a group of its own', () => {
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const s of services) {
      expect(s.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(s.label.trim().length, s.slug).toBeGreaterThan(0);
      expect(s.title.trim().length, s.slug).toBeGreaterThan(0);
    }
    expect(new Set(services.map((s) => s.label)).size).toBe(services.length);
    expect(new Set(services.map((s) => s.title)).size).toBe(services.length);
    // The spec's three group headings, in its order.
    expect(serviceGroups.map((g) => g.label)).toEqual(['Upper Extension', 'Lower Extension', 'Specialty Services']);
  });

  it('keeps each group’s services together, the groups in their order, none empty', () => {
    const groupOrder = serviceGroups.map((g) => g.id);
    const order = services.map((s) => groupOrder.indexOf(s.group));
    expect(order).not.toContain(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const group of serviceGroups)
      expect(
        services.some((s) => s.group === group.id),
        group.label,
      ).toBe(true);
  });

  it('has page copy for exactly the catalogue’s services', () => {
    expect(Object.keys(serviceDetails).sort()).toEqual([...slugs].sort());
  });

  it.each(slugs)('%s: non-empty tagline, introduction and three lists', (slug) => {
    const service = serviceContent(slug);
    expect(service.tagline.trim().length).toBeGreaterThan(30);
    expect(service.introduction.trim().length).toBeGreaterThan(250);
    for (const list of [service.symptoms, service.treatments, service.benefits]) {
      expect(list.length).toBeGreaterThanOrEqual(4);
      for (const item of list) expect(item.trim().length).toBeGreaterThan(5);
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it.each(slugs)('%s: exactly 4 related links to other service pages, labelled with their names', (slug) => {
    const { relatedServices } = serviceContent(slug);
    expect(relatedServices).toHaveLength(4);
    const hrefs = relatedServices.map((r) => r.href);
    expect(new Set(hrefs).size).toBe(4);
    expect(hrefs).not.toContain(servicePath(slug));
    for (const link of relatedServices) {
      const target = services.find((s) => servicePath(s.slug) === link.href);
      expect(target, link.href).toBeDefined();
      expect(link.label).toBe(target!.label);
    }
  });

  it('gives each page its own text, title and description', () => {
    const all = slugs.map(serviceContent);
    const count = all.length;
    for (const key of ['tagline', 'introduction'] as const) expect(new Set(all.map((s) => s[key])).size).toBe(count);
    for (const key of ['symptoms', 'treatments', 'benefits'] as const) {
      expect(new Set(all.map((s) => s[key].join('|'))).size).toBe(count);
    }
    expect(new Set(all.map((s) => serviceTitle(s.title))).size).toBe(count);
    expect(new Set(all.map((s) => serviceDescription(s.summary))).size).toBe(count);
    for (const service of all)
      expect(serviceTitle(service.title)).toBe(`${service.title} in ${cityAndRegion} | ${clinic.name}`);
    for (const service of all) expect(serviceDescription(service.summary).length).toBeLessThanOrEqual(170);
  });

  it('refuses a slug without copy: a type error, and loudly at run time', async () => {
    // @ts-expect-error -- not a service slug
    expect(() => serviceContent('not-a-service')).toThrow(/not-a-service/);
    // @ts-expect-error -- not a service slug
    await expect(loadServiceContent({ ...services[0]!, slug: 'not-a-service' }, 'en')).rejects.toThrow(/not-a-service/);
  });

  it('loads one service’s copy from its group, the same as the whole table holds', async () => {
    for (const service of services)
      expect(await loadServiceContent(service, 'en')).toEqual(serviceContent(service.slug));
  });
});

describe('claims stay modest', () => {
  const marketing = [
    ...slugs.map((slug) => JSON.stringify(serviceContent(slug))),
    JSON.stringify(modalities),
    JSON.stringify(special),
    JSON.stringify(about),
    JSON.stringify(practitioners),
  ].join('\n');

  it('never promises a cure, a guarantee or a permanent fix', () => {
    expect(marketing).not.toMatch(/\bcur(e|es|ed|ing)\b|guarantee|permanent|miracle|100%|eliminat/i);
  });
});

describe('the other pages’ content', () => {
  it('has three therapies, each with Benefits and Treats', () => {
    expect(modalities).toHaveLength(3);
    expect(new Set(modalities.map((m) => m.title.trim())).size).toBe(modalities.length);
    expect(modalities.map((m) => m.title)).not.toContain('');
    for (const m of modalities) {
      expect(m.benefits.length).toBeGreaterThanOrEqual(3);
      expect(m.treats.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('states the special as the spec does, from the clinic constants', () => {
    expect(special.price).toBe('$29');
    expect(special.regularValue).toBe('$275+');
    expect(special.savings).toBe('$226+');
    expect(special.includes.map((i) => i.title)).toEqual(['Consultation', 'X-rays', 'Adjustment', 'Laser Therapy']);
    // The spec's words; a soft hyphen only marks where a long word may break on a narrow screen.
    expect(special.terms.map(withoutSoftHyphens)).toEqual([
      'Cash only',
      'No insurance accepted',
      'A detailed receipt for possible reimbursement',
    ]);
    expect(special.steps).toHaveLength(3);
  });

  it('has a mission, four core values, a philosophy and two practitioners with credentials', () => {
    expect(about.mission.statement.length).toBeGreaterThan(40);
    expect(about.coreValues).toHaveLength(4);
    expect(about.philosophy.paragraphs.length).toBeGreaterThan(0);
    expect(practitioners).toHaveLength(2);
    for (const p of practitioners) {
      expect(p.credentials).toContain('Doctor of Chiropractic (D.C.)');
      expect(p.story.join(' ').length).toBeGreaterThan(200);
    }
  });

  it('has the office hours, Monday to Sunday, each day once with its Date#getDay index', () => {
    const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    const words = uiTexts.en.contact.officeHours;
    expect(officeHours.map((d) => formatDayHours(d, words).day)).toEqual(week);
    // 2025-08-11 was a Monday: the days follow it one by one.
    const indexOf = (i: number) => new Date(Date.UTC(2025, 7, 11 + i)).getUTCDay();
    expect(officeHours.map((d) => d.dayIndex)).toEqual(week.map((_, i) => indexOf(i)));
  });

  it('states each open day’s hours as periods of 24-hour times, in order and apart; other days closed or by appointment', () => {
    const time = /^([01]\d|2[0-3]):[0-5]\d$/;
    for (const day of officeHours) {
      if (day.kind !== 'open') continue;
      expect(day.periods.length, `day ${day.dayIndex}`).toBeGreaterThan(0);
      // Zero-padded times compare as text: '08:00' < '12:00' <= '14:00' < '18:00'.
      day.periods.forEach(({ opens, closes }, i) => {
        expect([opens, closes], `day ${day.dayIndex}`).toEqual([
          expect.stringMatching(time),
          expect.stringMatching(time),
        ]);
        expect(opens < closes, `day ${day.dayIndex}: ${opens}-${closes}`).toBe(true);
        if (i > 0) expect(opens >= day.periods[i - 1]!.closes, `day ${day.dayIndex}: ${opens}`).toBe(true);
      });
    }
  });
});

describe('the offers pages’ words that take values', () => {
  it.each(locales)(
    '%s: write the figures and the names they are given, differently from the other language',
    (locale) => {
      const { special, service } = uiTexts[locale].offers;
      const other = uiTexts[locales.find((l) => l !== locale)!].offers;
      const written = [
        [special.included.title('$29'), ['$29'], other.special.included.title('$29')],
        [special.included.intro('$275+', '$226+'), ['$275+', '$226+'], other.special.included.intro('$275+', '$226+')],
        [special.expect.step(2), ['2'], other.special.expect.step(2)],
        [service.listsLabel('Knee'), ['Knee'], other.service.listsLabel('Knee')],
      ] as const;
      for (const [text, values, otherText] of written) {
        for (const value of values) expect(text).toContain(value);
        expect(text).not.toBe(otherText);
      }
      // Read before the step's title: it ends with a space, so the two do not run together.
      expect(special.expect.step(2)).toMatch(/2: $/);
    },
  );
});

describe('legal texts', () => {
  const text = (doc: LegalDocument) => JSON.stringify(doc);

  it('carry the effective date August 15, 2025', () => {
    for (const doc of [privacyPolicy, termsOfService]) {
      expect(doc.effectiveDate).toBe('2025-08-15');
      expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length);
      expect(doc.sections.at(-1)?.contactDetails).toBe(true);
    }
  });

  it('privacy: excludes children under 13 and covers forms, booking, payment and server logs', () => {
    const t = text(privacyPolicy);
    expect(t).toMatch(/not intended for children under 13/);
    expect(t).toMatch(/contact form/);
    expect(t).toMatch(/scheduling provider/);
    expect(t).toMatch(/payment processor/);
    expect(t).toMatch(/server keeps logs/);
  });

  it('terms: Florida law, courts in the clinic’s county', () => {
    const t = text(termsOfService);
    expect(t).toContain('governed by the laws of the State of Florida');
    expect(t).toContain(`courts located in ${clinic.county}, Florida`);
    expect(clinic.county).toBe('Pinellas County');
  });
});

describe('structured data', () => {
  it('builds a BreadcrumbList with absolute URLs', () => {
    const data = breadcrumbList(
      [
        { href: '/', label: 'Home' },
        { href: '/services', label: 'Services' },
        { href: '/services/knee', label: 'Knee Pain Relief' },
      ],
      'https://example.org',
    );
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.org/' },
      { '@type': 'ListItem', position: 2, name: 'Services', item: 'https://example.org/services' },
      { '@type': 'ListItem', position: 3, name: 'Knee Pain Relief', item: 'https://example.org/services/knee' },
    ]);
  });

  it('describes a practitioner as an IndividualPhysician practicing at the clinic', () => {
    const p = practitioners[0]!;
    const data = physicianJsonLd(p, 'https://example.org');
    expect(data).toMatchObject({
      '@type': 'IndividualPhysician',
      name: p.name,
      honorificSuffix: 'D.C.',
      image: `https://example.org${p.photo.src}`,
      '@id': `https://example.org/about#${p.id}`,
      practicesAt: { name: clinic.name },
      telephone: clinic.phone.tel,
    });
  });
});

describe('accessibility statement', () => {
  const doc = accessibilityStatement;

  it('dates the review as a calendar day', () => {
    expect(doc.lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(doc.lastReviewed).toISOString().slice(0, 10)).toBe(doc.lastReviewed);
  });

  it('has unique section anchors and ends with the clinic’s contact details', () => {
    expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length);
    expect(doc.sections.at(-1)?.contactDetails).toBe(true);
  });

  it('names an alternative for every vendor’s frame, and the clinic’s phone where calling is the alternative', () => {
    const limits = doc.sections.flatMap((s) => s.knownLimits ?? []);
    expect(limits.map((l) => l.part)).toEqual(['Online booking', 'Payment form', 'Map', 'Background video']);
    for (const limit of limits) {
      expect(limit.where).toMatch(/supplied by/);
      expect(limit.alternative.length).toBeGreaterThan(30);
    }
    expect(limits[0]!.alternative).toContain(clinic.phone.display);
    expect(limits[1]!.alternative).toContain(clinic.phone.display);
  });

  it('promises the same e-mail reply time as the rest of the site', () => {
    expect(JSON.stringify(doc)).toContain(`we reply ${uiTexts.en.clinic.replyPromise}.`);
  });
});

describe('today on the hours table', () => {
  it('is the clinic’s day (America/New_York), not the visitor’s or UTC’s', () => {
    // 03:00 UTC on a Friday is still Thursday evening in Palm Harbor.
    expect(weekdayIndexIn(new Date('2025-08-15T03:00:00Z'))).toBe(4);
    expect(weekdayIndexIn(new Date('2025-08-15T03:00:00Z'), 'UTC')).toBe(5);
    expect(weekdayIndexIn(new Date('2025-08-17T16:00:00Z'))).toBe(0);
  });
});

describe('images', () => {
  const images: ImageAsset[] = [
    ...modalities.map((m) => m.image),
    special.image,
    about.mission.image,
    ...practitioners.map((p) => p.photo),
  ];

  it.each(images.map((i) => [i.src, i] as const))(
    '%s exists with the declared size and has alt text',
    (_src, image) => {
      expect(image.alt.trim().length).toBeGreaterThan(5);
      const file = readFileSync(path.join('public', image.src), 'utf8');
      // An operator's photo may be any format; the placeholders are SVGs whose size must match the data.
      if (!image.src.endsWith('.svg')) return;
      const svg = file.match(/<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/);
      expect(svg, 'an SVG with width and height').not.toBeNull();
      expect([Number(svg![1]), Number(svg![2])]).toEqual([image.width, image.height]);
    },
  );
});
