import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.js';
import { allRoutes } from '../helpers/routes.js';
import { localeInfo, localizePath, locales, pathWithoutLocale } from '../../shared/locale.js';
import { uiTexts } from '../../client/texts/ui.js';

/** The language switch's links of a page: where each leads, in which language it is named. */
const switchLinks = (html: string) =>
  [...html.matchAll(/<a href="([^"]*)" hrefLang="([^"]*)" lang="([^"]*)"[^>]*>(?:<svg.*?<\/svg>)?([^<]*)<\/a>/g)].map(
    (m) => ({ href: m[1], hrefLang: m[2], lang: m[3], name: m[4] }),
  );

describe('the languages', () => {
  const { app } = buildTestApp();

  it.each(allRoutes)(
    '$path links to itself in every other language, named in that language',
    async ({ path, locale }) => {
      const html = (await request(app).get(path).expect(200)).text;
      const others = locales.filter((other) => other !== locale);
      const expected = others.map((other) => ({
        href: localizePath(pathWithoutLocale(path), other),
        hrefLang: other,
        lang: localeInfo[other].htmlLang,
        name: localeInfo[other].name,
      }));
      // Once above the bar, once in the mobile menu.
      expect(switchLinks(html)).toEqual([...expected, ...expected]);
    },
  );

  it.each(allRoutes)('$path describes itself as a web page in its language (JSON-LD)', async ({ path, locale }) => {
    const html = (await request(app).get(path).expect(200)).text;
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const url = `http://localhost:3000${path}`;
    expect(data.filter((item) => item['@type'] === 'WebPage')).toEqual([
      expect.objectContaining({ '@id': url, url, inLanguage: localeInfo[locale].htmlLang }),
    ]);
  });

  it('answers each address in its own language whatever the visitor’s browser asks for or remembers', async () => {
    for (const { path, locale } of allRoutes.filter((route) => pathWithoutLocale(route.path) === '/special')) {
      const plain = await request(app).get(path).expect(200);
      for (const other of locales) {
        const asked = await request(app)
          .get(path)
          .set('Accept-Language', `${other},${localeInfo[other].htmlLang};q=0.9`)
          .set('Cookie', `lang=${other}; locale=${other}`)
          .expect(200);
        expect(asked.text).toBe(plain.text);
        expect(asked.headers.location).toBeUndefined();
        expect(asked.headers.vary ?? '').not.toMatch(/accept-language|cookie/i);
      }
      expect(plain.text).toContain(`<html lang="${localeInfo[locale].htmlLang}">`);
    }
  });

  it.each(locales)('answers a path no page has under the %s addresses with that language’s 404', async (locale) => {
    const res = await request(app).get(localizePath('/no-such-page', locale)).expect(404);
    expect(res.text).toContain(`<html lang="${localeInfo[locale].htmlLang}">`);
    expect(res.text).toContain(`<title>${uiTexts[locale].meta.pages.notFound.title}</title>`);
  });

  it('keeps every language’s payment page out of search engines', async () => {
    const robots = (await request(app).get('/robots.txt').expect(200)).text;
    for (const locale of locales) expect(robots).toContain(`Disallow: ${localizePath('/payment', locale)}\n`);
  });
});
