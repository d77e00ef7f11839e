import { localizePath, locales, pathWithoutLocale } from '../../shared/locale.js';
import { uiTexts } from '../../client/texts/ui.js';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { buildTestApp } from '../helpers/app.js';
import { allRoutes, fixedPages as pages, servicesPageHeadings, specialPageTexts } from '../helpers/routes.js';
import { about } from '../../client/texts/en/about/about.js';
import { servicePath } from '../../client/content/services.js';
import { englishServices as services } from '../helpers/routes.js';
import { serviceContent } from '../helpers/service-content.js';
import { practitioners } from '../../client/texts/en/about/practitioners.js';
import { clinic, defaultEmbeds, officeHours } from '../../shared/clinic.js';
import { practitioners as spanishPractitioners } from '../../client/texts/es/about/practitioners.js';
import { modalities as spanishModalities } from '../../client/texts/es/services/modalities.js';
import { special as spanishSpecial } from '../../client/texts/es/special.js';

import { formatDayHours, type OfficeHoursTexts } from '../../shared/office-hours.js';

/** The payment page in every language. */
const payments = locales.map((locale) => localizePath('/payment', locale));

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const titleOf = (html: string) => decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
const descriptionOf = (html: string) => decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '');
/** The text a reader sees: tags dropped, entities decoded, spaces collapsed. */
const textOf = (html: string) =>
  decode(html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const { offers, common } = uiTexts.en;

/**
 * The hours table's rows as [day, hours]: the hours cell wraps each time range in a no-wrap span, so its
 * text is compared. Each day keeps the Today badge's room, hidden from everyone, so marking today later
 * moves nothing.
 */
const hoursRows = (html: string, today: string) =>
  [
    ...html.matchAll(
      new RegExp(
        `<tr[^>]*><th scope="row"[^>]*>([^<]+)<wbr/>(<span data-today-badge="" aria-hidden="true" class="invisible [^"]*">${today}</span>)</th><td[^>]*>(.*?)</td></tr>`,
        'g',
      ),
    ),
  ].map((m) => [m[1], m[3]!.replace(/<[^>]+>/g, '')]);
const hoursAsWritten = (words: OfficeHoursTexts) =>
  officeHours.map((d) => formatDayHours(d, words)).map((d) => [d.day, d.hours]);

/** The pages this part of the site delivers: every page but the home page and the blog (tested on their own). */
const ownPages = allRoutes.map((r) => r.path).filter((path) => path !== pages.home.path && path !== pages.blog.path);

describe('the other pages over HTTP', () => {
  const { app } = buildTestApp();

  it('answer 200, each with its own <title> and meta description', async () => {
    const titles = new Map<string, string>();
    const descriptions = new Set<string>();
    for (const path of ownPages) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(200);
      const title = titleOf(res.text);
      expect(title.length, path).toBeGreaterThan(10);
      expect(titles.has(title), `${path} repeats the title of ${titles.get(title)}`).toBe(false);
      titles.set(title, path);
      descriptions.add(descriptionOf(res.text));
    }
    expect(descriptions.size).toBe(ownPages.length);
  });

  it('/payment alone is kept out of search engines, in every language: X-Robots-Tag header and robots meta tag', async () => {
    for (const path of payments) {
      const payment = await request(app).get(path).expect(200);
      expect(payment.headers['x-robots-tag']).toBe('noindex');
      expect(payment.text).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
    for (const { path } of allRoutes.filter((r) => !payments.includes(r.path))) {
      const res = await request(app).get(path).expect(200);
      expect(res.headers['x-robots-tag'], path).toBeUndefined();
      expect(res.text, path).not.toContain('name="robots"');
    }
  });

  it('sends the payment header on HEAD and 304 answers too', async () => {
    const head = await request(app).head('/payment').expect(200);
    expect(head.headers['x-robots-tag']).toBe('noindex');
    const again = await request(app).get('/payment').set('If-None-Match', head.headers.etag!).expect(304);
    expect(again.headers['x-robots-tag']).toBe('noindex');
  });

  it('loads the payment provider’s script on /payment only (in every language), in <head>, and async', async () => {
    const scriptSrcs = (html: string) => [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
    for (const path of payments) {
      const payment = await request(app).get(path).expect(200);
      const tag = `<script src="${defaultEmbeds.paymentScriptUrl}" async="">`;
      expect(payment.text).toContain(tag);
      expect(payment.text.indexOf(tag)).toBeLessThan(payment.text.indexOf('</head>'));
      expect(scriptSrcs(payment.text)).toContain(defaultEmbeds.paymentScriptUrl);
    }
    for (const { path } of allRoutes.filter((r) => !payments.includes(r.path))) {
      const res = await request(app).get(path).expect(200);
      expect(scriptSrcs(res.text), path).not.toContain(defaultEmbeds.paymentScriptUrl);
      expect(res.text, path).not.toMatch(/<link[^>]*href="https:\/\/payments\.example\.com\/embed\.js"/);
    }
  });

  it('takes the payment form and script from PAYMENT_FORM_URL and PAYMENT_SCRIPT_URL', async () => {
    const { app: custom } = buildTestApp({
      env: { PAYMENT_FORM_URL: 'https://pay.example.net/f/42', PAYMENT_SCRIPT_URL: 'https://pay.example.net/embed.js' },
    });
    const res = await request(custom).get('/payment').expect(200);
    expect(res.text).toContain('<script src="https://pay.example.net/embed.js" async="">');
    expect(res.text).toMatch(
      new RegExp(
        `<iframe src="https://pay\\.example\\.net/f/42" title="${uiTexts.en.contact.payment.frameTitle}"[^>]*class="[^"]*min-h-\\[971px\\]`,
      ),
    );
  });

  it('emits no executable inline script on any of these pages', async () => {
    for (const path of ownPages) {
      const res = await request(app).get(path).expect(200);
      for (const [, attrs, body] of res.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        const isData = /type="application\/(ld\+)?json"/.test(attrs!);
        if (!isData) expect(body, `${path}: <script${attrs}>`).toBe('');
      }
    }
  });
});

describe('what the pages say, as served', () => {
  const { app } = buildTestApp();

  it('/services: every service link in its group, three therapies with Benefits and Treats, booking and call', async () => {
    const res = await request(app).get('/services').expect(200);
    for (const s of services) expect(res.text).toContain(`href="${servicePath(s.slug)}"`);
    const text = textOf(res.text);
    for (const heading of servicesPageHeadings) expect(text).toContain(heading);
    expect(res.text.match(new RegExp(`>${offers.services.modality.benefits}</h4>`, 'g'))).toHaveLength(3);
    expect(res.text.match(new RegExp(`>${offers.services.modality.treats}</h4>`, 'g'))).toHaveLength(3);
    expect(res.text).toContain(`href="tel:${clinic.phone.tel}"`);
    expect(res.text).toContain('aria-haspopup="dialog"');
  });

  it.each(services.map((s) => s.slug))(
    '/services/%s: breadcrumb, copy, lists, special CTA and 4 other services',
    async (slug) => {
      const service = serviceContent(slug);
      const res = await request(app).get(servicePath(slug)).expect(200);
      const text = textOf(res.text);
      expect(res.text).toMatch(
        new RegExp(`<nav aria-label="${common.breadcrumbLabel}"[^>]*><ol[^>]*><li[^>]*><a [^>]*href="/"[^>]*>Home</a>`),
      );
      expect(res.text).toContain(
        `<span aria-current="page" class="font-semibold text-brand-800">${service.title.replace(/&/g, '&amp;')}</span>`,
      );
      expect(res.text).toMatch(new RegExp(`<h1[^>]*>${service.title.replace(/&/g, '&amp;')}</h1>`));
      for (const line of [
        service.tagline,
        service.introduction,
        ...service.symptoms,
        ...service.treatments,
        ...service.benefits,
      ]) {
        expect(text).toContain(line);
      }
      for (const heading of [...Object.values(offers.service.lists), offers.service.related.title])
        expect(text).toContain(heading);
      expect(text).toContain(common.specialCta.title);
      expect(res.text).toContain(`href="tel:${clinic.phone.tel}"`);
      const otherServices = res.text.slice(res.text.indexOf('id="other-services"'));
      for (const link of service.relatedServices) expect(otherServices).toContain(`href="${link.href}"`);

      const [crumbs] = jsonLd(res.text).filter((d) => d['@type'] === 'BreadcrumbList');
      expect(crumbs).toMatchObject({
        itemListElement: [
          { position: 1, name: 'Home', item: 'http://localhost:3000/' },
          { position: 2, name: 'Services', item: 'http://localhost:3000/services' },
          { position: 3, name: service.title, item: `http://localhost:3000${servicePath(slug)}` },
        ],
      });
    },
  );

  it('/special: what is included, value and savings, cash only, no insurance, receipt, why, 3 steps, booking and call', async () => {
    const res = await request(app).get('/special').expect(200);
    const text = textOf(res.text);
    for (const s of [...specialPageTexts, 'Book your visit', 'Your first visit', 'Your care plan']) {
      expect(text).toContain(s);
    }
    expect(res.text.match(/<ol[^>]*>[\s\S]*?<\/ol>/g)?.some((ol) => ol.match(/<li/g)?.length === 3)).toBe(true);
    expect(res.text).toContain(`href="tel:${clinic.phone.tel}"`);
    expect(res.text).toContain('aria-haspopup="dialog"');
  });

  it('/about: mission, four values, two bios with IndividualPhysician data, philosophy', async () => {
    const res = await request(app).get('/about').expect(200);
    const text = textOf(res.text);
    for (const s of [
      about.mission.title,
      offers.about.values.title,
      ...about.coreValues.map((v) => v.title),
      about.philosophy.title,
    ]) {
      expect(text).toContain(s);
    }
    const physicians = jsonLd(res.text).filter((d) => d['@type'] === 'IndividualPhysician');
    expect(physicians.map((p) => p.name)).toEqual(practitioners.map((p) => p.name));
    for (const p of practitioners) {
      expect(text).toContain(p.name);
      expect(res.text).toMatch(
        new RegExp(
          `<img src="${p.photo.src}" alt="${p.photo.alt}" width="${p.photo.width}" height="${p.photo.height}" loading="lazy"`,
        ),
      );
    }
  });

  it('/contact: cards, the hours table as the spec states it with no day marked yet, form, lazy map, reply promise, booking', async () => {
    const res = await request(app).get('/contact').expect(200);
    const text = textOf(res.text);
    expect(res.text).toContain(`href="tel:${clinic.phone.tel}"`);
    expect(res.text).toContain(`href="mailto:${clinic.email}"`);
    expect(text).toContain(clinic.address.street);
    const words = uiTexts.en.contact.officeHours;
    expect(hoursRows(res.text, words.today)).toEqual(hoursAsWritten(words));
    // "Today" depends on the visitor's moment: it is marked in the browser, never in the shared HTML.
    expect(res.text).not.toContain('aria-current="date"');
    expect(res.text).toMatch(/<form[^>]*aria-label="Contact form"/);
    expect(text).toContain(uiTexts.en.contact.message.heading);
    const mapTitle = uiTexts.en.contact.map.frameTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(res.text).toMatch(
      new RegExp(
        `<noscript><iframe src="https://www\\.google\\.com/maps/embed[^"]*" title="${mapTitle}" loading="lazy"`,
      ),
    );
    expect(text).toContain(uiTexts.en.clinic.replyPromise);
    expect(res.text).toContain('aria-haspopup="dialog"');
  });

  it('/es/contact, /es/payment and the legal pages in Spanish: the hours table, the badge, the frames’ titles', async () => {
    const { contact, documents } = uiTexts.es;
    const res = await request(app).get('/es/contact').expect(200);
    expect(hoursRows(res.text, contact.officeHours.today)).toEqual(hoursAsWritten(contact.officeHours));
    const text = textOf(res.text);
    for (const words of [contact.hero.title, contact.officeHoursHeading, contact.message.heading, contact.map.heading])
      expect(text).toContain(words);
    expect(res.text).toContain(`title="${contact.map.frameTitle}"`);
    const payment = await request(app).get('/es/payment').expect(200);
    expect(payment.text).toContain(`title="${contact.payment.frameTitle}"`);
    const terms = textOf((await request(app).get('/es/terms').expect(200)).text);
    expect(terms).toContain(`${documents.effectiveDate}: 15 de agosto de 2025`);
  });

  it('/privacy and /terms: complete texts with the effective date', async () => {
    const privacy = textOf((await request(app).get('/privacy').expect(200)).text);
    const terms = textOf((await request(app).get('/terms').expect(200)).text);
    for (const t of [privacy, terms]) expect(t).toContain(`${uiTexts.en.documents.effectiveDate}: August 15, 2025`);
    expect(privacy).toContain('not intended for children under 13');
    expect(privacy).toContain('server keeps logs');
    expect(terms).toContain('governed by the laws of the State of Florida');
    expect(terms).toContain(`courts located in ${clinic.county}, Florida`);
  });
});

describe('the special, services and about pages in Spanish', () => {
  const { app } = buildTestApp();
  const es = uiTexts.es;
  /** A words module's plain strings (its functions are checked through what they write). */
  const strings = (texts: object): string[] =>
    Object.values(texts).flatMap((value: unknown) =>
      typeof value === 'string' ? [value] : value && typeof value === 'object' ? strings(value) : [],
    );
  const englishWords = [...strings(offers), ...strings(common)];
  /** What a reader or a screen reader meets: the text, and the labels, titles and alternative texts. */
  const readable = (html: string) =>
    [textOf(html), ...[...html.matchAll(/\s(?:aria-label|title|alt)="([^"]*)"/g)].map((m) => decode(m[1]!))].join('\n');
  const knee = localizePath(servicePath('knee'), 'es');

  it.each(['/es/special', '/es/services', knee, '/es/about'])(
    '%s: the page’s and the shared components’ words in Spanish, none left in English',
    async (path) => {
      const page = readable((await request(app).get(path).expect(200)).text);
      for (const word of englishWords) expect(page, word).not.toContain(word);
      for (const word of [es.common.scheduleVisit, es.common.booking.title, es.common.booking.frameTitle])
        expect(page).toContain(word);
    },
  );

  it('/es/special: its labels, the figures in them, and the banner without the link to itself', async () => {
    const res = await request(app).get('/es/special').expect(200);
    const text = textOf(res.text);
    const { special } = es.offers;
    for (const line of [
      spanishSpecial.headline,
      special.included.title(spanishSpecial.price),
      special.included.intro(spanishSpecial.regularValue, spanishSpecial.savings),
      special.priceCard.regularValue,
      special.paymentTermsTitle,
      special.expect.title,
      special.expect.step(3),
      special.cta.title,
    ])
      expect(text).toContain(line);
    expect(text).not.toContain(es.common.specialCta.detailsLink);
  });

  it('/es/services: the Spanish therapies, and the banner’s link to the Spanish special', async () => {
    const res = await request(app).get('/es/services').expect(200);
    const text = textOf(res.text);
    for (const modality of spanishModalities) expect(text).toContain(modality.title);
    expect(res.text.match(new RegExp(`>${es.offers.services.modality.treats}</h4>`, 'g'))).toHaveLength(3);
    expect(res.text).toMatch(new RegExp(`<a [^>]*href="/es/special"[^>]*>${es.common.specialCta.detailsLink}</a>`));
  });

  it('/es/services/…: the lists’ headings, the breadcrumb and the other services in Spanish', async () => {
    const res = await request(app).get(knee).expect(200);
    const text = textOf(res.text);
    for (const heading of [...Object.values(es.offers.service.lists), es.offers.service.related.title])
      expect(text).toContain(heading);
    expect(res.text).toContain(`<nav aria-label="${es.common.breadcrumbLabel}"`);
  });

  it('/es/about: the practitioners’ data in Spanish, on the Spanish page; the English stays on /about', async () => {
    const physicians = async (path: string) =>
      jsonLd((await request(app).get(path).expect(200)).text).filter((d) => d['@type'] === 'IndividualPhysician');
    expect(await physicians('/es/about')).toMatchObject(
      spanishPractitioners.map((p) => ({ '@id': `http://localhost:3000/es/about#${p.id}`, jobTitle: p.role })),
    );
    expect(await physicians('/about')).toMatchObject(
      practitioners.map((p) => ({ '@id': `http://localhost:3000/about#${p.id}`, jobTitle: p.role })),
    );
  });
});

describe('the sitemap', () => {
  const { app } = buildTestApp();

  it('lists every indexable route of the table (the fixed pages and the service pages) and leaves /payment out', async () => {
    const res = await request(app).get('/sitemap.xml').expect(200);
    const pagePaths = [...res.text.matchAll(/<loc>http:\/\/localhost:3000([^<]*)<\/loc>/g)]
      .map((m) => m[1]!)
      .filter((path) => !pathWithoutLocale(path).startsWith('/blog/'));
    const listed = allRoutes.filter((r) => pathWithoutLocale(r.path) !== pages.payment.path).map((r) => r.path);
    expect(pagePaths.toSorted()).toEqual(listed.toSorted());
  });

  it('names every page’s twin in each language, and English as the default, as alternates of each address', async () => {
    const res = await request(app).get('/sitemap.xml').expect(200);
    const urls = [...res.text.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(allRoutes.length);
    for (const url of urls) {
      const loc = /<loc>([^<]*)<\/loc>/.exec(url)![1]!;
      const page = pathWithoutLocale(new URL(loc).pathname);
      const alternates = Object.fromEntries(
        [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
      );
      expect(alternates).toEqual({
        ...Object.fromEntries(locales.map((locale) => [locale, `http://localhost:3000${localizePath(page, locale)}`])),
        'x-default': `http://localhost:3000${page}`,
      });
    }
  });
});
