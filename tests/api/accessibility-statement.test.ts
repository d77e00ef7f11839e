import { siteNavigation } from '../../client/content/navigation.js';
import { localeOfPath, localizePath, locales, pathWithoutLocale } from '../../shared/locale.js';
import { uiTexts } from '../../client/texts/ui.js';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { buildTestApp } from '../helpers/app.js';
import { templatePagesToAudit } from '../helpers/routes.js';
import { accessibilityStatement } from '../../client/texts/en/accessibility.js';
import { clinic, fullAddress } from '../../shared/clinic.js';

const { documents } = uiTexts.en;

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
/** The text a reader sees: data blocks and tags dropped, entities decoded, spaces collapsed. */
const textOf = (html: string) =>
  decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/\s+/g, ' ');
const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, 'g'))].map((m) => textOf(m[1]!).trim());
/** The footer's Quick Links as [href, label], in document order. */
const quickLinks = (html: string) => {
  const nav = html.match(/<nav aria-labelledby="footer-quick-links">([\s\S]*?)<\/nav>/)?.[1] ?? '';
  return [...nav.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1], decode(m[2]!)]);
};

describe('the accessibility statement at /accessibility', () => {
  const { app } = buildTestApp();

  it('is server-rendered with its title, description, canonical link, and is indexable', async () => {
    const res = await request(app)
      .get('/accessibility')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(res.text).toContain(`<title>Accessibility Statement | ${clinic.name}</title>`);
    expect(res.text).toMatch(/<meta name="description" content="[^"]*WCAG 2\.2 AA[^"]*"\/>/);
    expect(res.text).toContain('<link rel="canonical" href="http://localhost:3000/accessibility"/>');
    expect(res.text).not.toContain('name="robots"');
    expect(res.headers['x-robots-tag']).toBeUndefined();
  });

  it('has one h1 and a numbered heading for the target, the checks, the known limits and how to report a barrier', async () => {
    const res = await request(app).get('/accessibility').expect(200);
    expect(headings(res.text, 1)).toEqual(['Accessibility Statement']);
    const main = res.text.slice(res.text.indexOf('<main'), res.text.indexOf('</main>'));
    expect(headings(main, 2)).toEqual([
      documents.onThisPage,
      ...accessibilityStatement.sections.map((section, i) => `${i + 1}. ${section.heading}`),
    ]);
    // The target, the checks, the known limits and the report, in this order.
    expect(accessibilityStatement.sections.map((section) => section.id)).toEqual([
      'our-target',
      'how-we-check',
      'known-limits',
      'report-a-barrier',
    ]);
  });

  it('names the WCAG 2.2 AA target and how the site is checked', async () => {
    const text = textOf((await request(app).get('/accessibility').expect(200)).text);
    expect(text).toContain('Web Content Accessibility Guidelines (WCAG) 2.2 at level AA');
    expect(text).toContain(
      'axe-core and IBM Equal Access, on every page at a phone width (390 pixels) and a desktop width (1366 pixels)',
    );
    for (const check of [
      'from 320 pixels',
      'text size set to 200%',
      'text-spacing',
      'keyboard only',
      'Windows contrast themes (forced colors)',
      'reduced motion',
    ]) {
      expect(text).toContain(check);
    }
  });

  it('lists the four vendors’ frames, each with its alternative', async () => {
    const res = await request(app).get('/accessibility').expect(200);
    const list = res.text.match(/<h2 id="known-limits"[\s\S]*?<ul[^>]*>([\s\S]*?)<\/ul>/)?.[1] ?? '';
    const items = [...list.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((m) => textOf(m[1]!));
    const limits = accessibilityStatement.sections.flatMap((section) => section.knownLimits ?? []);
    expect(headings(list, 3)).toEqual(limits.map((limit) => limit.part));
    expect(items).toHaveLength(limits.length);
    for (const item of items) expect(item).toContain(documents.knownLimitAlternative);
    expect(items[0]).toContain(`Call us at ${clinic.phone.display}`);
    expect(items[1]).toContain(`Call us at ${clinic.phone.display}`);
    expect(items[2]).toContain(fullAddress);
    expect(items[3]).toContain('decoration only and carries no information');
    expect(items[3]).toContain('“Pause background video”');
  });

  it('says how to report a barrier: phone and e-mail links and how soon the clinic answers', async () => {
    const res = await request(app).get('/accessibility').expect(200);
    const report = res.text.slice(res.text.indexOf('id="report-a-barrier"'), res.text.indexOf('</main>'));
    expect(report).toMatch(
      new RegExp(`<a href="tel:\\${clinic.phone.tel}"[^>]*>${clinic.phone.display.replace(/[()]/g, '\\$&')}</a>`),
    );
    const mail = report.match(new RegExp(`<a href="mailto:${clinic.email}"[^>]*>(.*?)</a>`));
    // The address's line-break points (<wbr>) are tags inside it, not spaces.
    expect(mail?.[1]?.replace(/<[^>]+>/g, '')).toBe(clinic.email);
    expect(textOf(report)).toContain(`we reply ${uiTexts.en.clinic.replyPromise}`);
    expect(uiTexts.en.clinic.replyPromise).toBe('within 24 hours on work days');
  });

  it('shows the date of the last review as a <time> element', async () => {
    const text = (await request(app).get('/accessibility').expect(200)).text;
    const { lastReviewed } = accessibilityStatement;
    const shown = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(lastReviewed),
    );
    expect(text).toContain(`${documents.lastReviewed}: <time dateTime="${lastReviewed}">${shown}</time>`);
  });

  it('is listed in the sitemap', async () => {
    const res = await request(app).get('/sitemap.xml').expect(200);
    for (const locale of locales) {
      expect(res.text).toContain(`<url><loc>http://localhost:3000${localizePath('/accessibility', locale)}</loc>`);
    }
  });

  it.each(templatePagesToAudit)(
    '%s: the footer’s Quick Links keep their order, the accessibility statement among them',
    async (path) => {
      const res = await request(app).get(path);
      const locale = localeOfPath(path);
      expect(res.status).toBe(pathWithoutLocale(path) === '/no-such-page' ? 404 : 200);
      const links = quickLinks(res.text);
      const menus = siteNavigation(uiTexts[locale].navigation, locale);
      expect(links).toEqual(menus.footerQuickLinks.map((l) => [l.href, l.label]));
      expect(links).toContainEqual([
        localizePath('/accessibility', locale),
        uiTexts[locale].navigation.pages['/accessibility'],
      ]);
    },
  );
});
