import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { buildTestApp } from '../helpers/app.js';
import { allRoutes, isFixedPath, routeTable } from '../helpers/routes.js';
import { servicePath } from '../../client/content/services.js';
import { englishServices, englishServices as services } from '../helpers/routes.js';
import { localeInfo, localizePath, locales, pathWithoutLocale } from '../../shared/locale.js';
import { uiTexts } from '../../client/texts/ui.js';

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1]?.replace(/&amp;/g, '&');

describe('pages', () => {
  const { app, logs } = buildTestApp();

  it('covers every page of the route table in every language: each fixed page once, and every service page', () => {
    const paths = allRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    // Only the forms' confirmation pages (tested with the forms) are fixed routes without a title of their own.
    const untested = routeTable.filter((r) => isFixedPath(r.path) && !paths.includes(r.path));
    expect(untested.map((r) => r.id).filter((id) => !/^([a-z]{2}:)?sent-/.test(id))).toEqual([]);
    for (const locale of locales) {
      const services = localizePath('/services/', locale);
      expect(allRoutes.filter((r) => r.locale === locale && r.path.startsWith(services))).toHaveLength(
        englishServices.length,
      );
    }
  });

  it.each(allRoutes)(
    '$path answers 200 with its own title, description, canonical and Open Graph tags, in its language',
    async ({ path, title, locale }) => {
      const res = await request(app)
        .get(path)
        .expect(200)
        .expect('Content-Type', /text\/html/);
      expect(res.text.startsWith(`<!DOCTYPE html><html lang="${localeInfo[locale].htmlLang}">`)).toBe(true);
      expect(titleOf(res.text)).toBe(title);
      expect(res.text.match(/<title>/g)).toHaveLength(1);
      expect(res.text).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
      expect(res.text).toContain(`<link rel="canonical" href="http://localhost:3000${path}"/>`);
      expect(res.text).toContain(`<meta property="og:url" content="http://localhost:3000${path}"/>`);
      expect(res.text).toContain('<meta property="og:title"');
      expect(res.text).toContain(`<meta property="og:locale" content="${localeInfo[locale].ogLocale}"/>`);
      for (const other of locales.filter((l) => l !== locale)) {
        expect(res.text).toContain(`<meta property="og:locale:alternate" content="${localeInfo[other].ogLocale}"/>`);
      }
      // The page in every language, and English for any other, both ways.
      const page = pathWithoutLocale(path);
      for (const language of locales) {
        const twin = `http://localhost:3000${localizePath(page, language)}`;
        expect(res.text).toContain(`<link rel="alternate" hrefLang="${language}" href="${twin}"/>`);
      }
      expect(res.text).toContain(`<link rel="alternate" hrefLang="x-default" href="http://localhost:3000${page}"/>`);
      // Title and meta tags are hoisted into <head>.
      expect(res.text.indexOf('<title>')).toBeLessThan(res.text.indexOf('</head>'));
    },
  );

  it('takes the canonical origin from SITE_URL, not from the Host header', async () => {
    const { app: other } = buildTestApp({ env: { SITE_URL: 'https://www.palmharborchiro.example' } });
    const res = await request(other).get('/about').set('Host', 'evil.example').expect(200);
    expect(res.text).toContain('<link rel="canonical" href="https://www.palmharborchiro.example/about"/>');
    expect(res.text).not.toContain('evil.example');
  });

  it("emits no inline script: only the site's one module (islands carry their props in an attribute)", async () => {
    const res = await request(app).get('/').expect(200);
    const all = [...res.text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    // Structured data (JSON-LD) is data, never executed.
    const scripts = all.filter((attrs) => attrs !== ' type="application/ld+json"');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/type="module" src="\/assets\/entry-client-[\w-]+\.js"/);
  });

  it('keeps the HTML free of per-request values: two requests give identical bytes', async () => {
    const path = servicePath(services[0]!.slug);
    const a = await request(app).get(path);
    const b = await request(app).get(path);
    expect(a.text).toBe(b.text);
    expect(a.headers.etag).toBe(b.headers.etag);
  });

  it('answers 404 with the 404 page for an unknown path and logs the path at warn level', async () => {
    const res = await request(app)
      .get('/no-such-page?x=1')
      .expect(404)
      .expect('Content-Type', /text\/html/);
    const { notFound } = uiTexts.en.contact;
    expect(res.text).toContain(notFound.title);
    expect(res.text).toMatch(new RegExp(`<a [^>]*href="/"[^>]*>${notFound.home}</a>`));
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const line = logs.find((l) => l.msg === 'page not found' && (l.req as { path: string }).path === '/no-such-page');
    expect(line?.level).toBe(40);
  });

  it('answers 404 for an unknown service and for nested unknown paths', async () => {
    await request(app).get('/services/not-a-service').expect(404);
    await request(app).get('/about/team/x').expect(404);
  });

  it('answers HEAD without a body', async () => {
    const res = await request(app).head('/about').expect(200);
    expect(res.text ?? '').toBe('');
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await request(app).get('/api/nothing').expect(404).expect('Content-Type', /json/);
    expect(res.body).toEqual({ error: 'not_found' });
  });
});

describe('render errors', () => {
  const Boom = () => {
    throw new Error('secret stack detail');
  };
  const { app, logs } = buildTestApp({
    extraRoutes: [
      { id: 'boom', path: '/boom', chunk: 'test', page: async () => ({ default: Boom }) },
      { id: 'es:boom', path: '/es/boom', chunk: 'test', locale: 'es', page: async () => ({ default: Boom }) },
    ],
  });

  it('answer 500 in the language of the address asked for', async () => {
    const res = await request(app).get('/es/boom').expect(500);
    expect(res.text).toContain(`<html lang="${localeInfo.es.htmlLang}">`);
    expect(res.text).toContain(uiTexts.es.layout.errorPage.heading);
    expect(res.text).toContain('href="/es"');
  });

  it('answer 500 with a friendly page, no stack trace, and log the error with the request id', async () => {
    const res = await request(app).get('/boom').set('X-Request-Id', 'test-request-0001').expect(500);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain(uiTexts.en.layout.errorPage.heading);
    expect(res.text).toContain('<html lang="en-US">');
    expect(res.text).toContain('href="/"');
    expect(res.text).not.toContain('secret stack detail');
    expect(res.text).not.toMatch(/at \w+ \(/);
    const line = logs.find((l) => l.msg === 'page render failed' && l.reqId === 'test-request-0001');
    expect(line).toBeDefined();
    expect(JSON.stringify(line!.err)).toContain('secret stack detail');
  });
});
