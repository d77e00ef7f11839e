import { localizePath, locales } from '../../shared/locale.js';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { buildTestApp } from '../helpers/app.js';
import { rawGet } from '../helpers/raw-get.js';
import { clientDistDir } from '../../server/paths.js';
import { allRoutes, fixedPages } from '../helpers/routes.js';

const rawSize = (asset: string) => statSync(path.join(clientDistDir, 'assets', asset)).size;

describe('static assets and caching', () => {
  const { app } = buildTestApp();
  const jsFile = readdirSync(path.join(clientDistDir, 'assets')).find((f) => f.endsWith('.js'))!;
  const cssFiles = readdirSync(path.join(clientDistDir, 'assets')).filter((f) => f.endsWith('.css'));
  const cssFile = cssFiles.find((f) => f.startsWith('styles-'))!;

  it('serves hashed assets as immutable for a year', async () => {
    for (const file of [jsFile, cssFile]) {
      const res = await request(app).get(`/assets/${file}`).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends every script and stylesheet as the build compressed it: brotli, else gzip, else plain', async () => {
    const assets = readdirSync(path.join(clientDistDir, 'assets')).filter((f) => /\.(js|css)$/.test(f));
    const compressed = assets.filter((f) => existsSync(path.join(clientDistDir, 'assets', f + '.gz')));
    // Only a file that gzip cannot shrink (a couple of hundred bytes) is left plain.
    for (const f of assets.filter((a) => !compressed.includes(a))) {
      const bytes = readFileSync(path.join(clientDistDir, 'assets', f));
      expect(zlib.gzipSync(bytes, { level: 9 }).length, f).toBeGreaterThanOrEqual(bytes.length);
    }
    const smallest = compressed.reduce((a, b) => (rawSize(a) <= rawSize(b) ? a : b));
    for (const file of [jsFile, cssFile, smallest]) {
      const plain = await rawGet(app, `/assets/${file}`, { 'Accept-Encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();

      const br = await rawGet(app, `/assets/${file}`, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(br.headers['content-type']).toMatch(file.endsWith('.js') ? /^text\/javascript/ : /^text\/css/);
      expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

      const gzip = await rawGet(app, `/assets/${file}`, { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
      // Compressed at build time at level 9, so even a chunk under on-the-fly compression's 1 KB threshold shrinks.
      expect(gzip.body.length).toBeLessThanOrEqual(zlib.gzipSync(plain.body, { level: 6 }).length);
    }
  });

  it('answers a missing asset with a plain 404, not a page', async () => {
    const res = await request(app).get('/assets/entry-client-deadbeef.js').expect(404);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toBe('Not found');
    expect(res.text).not.toContain('<html');
  });

  it('serves HTML with a shared-cache policy (browsers revalidate) and an ETag, and answers 304 when it matches', async () => {
    const first = await request(app).get('/about').expect(200);
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=240, stale-if-error=86400',
    );
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    const second = await request(app).get('/about').set('If-None-Match', String(first.headers.etag)).expect(304);
    expect(second.text ?? '').toBe('');
    const other = await request(app).get('/contact');
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  it("carries the rules the page uses and the fonts' inside the page, and asks for nothing before the first paint but the fonts and the bootstrap", async () => {
    const { text } = await request(app).get('/services/knee').expect(200);
    const head = text.slice(0, text.indexOf('</head>'));
    const styles = [...head.matchAll(/<style id="([^"]+)"([^>]*)>([\s\S]*?)<\/style>/g)];
    expect(styles.map((m) => m[1])).toEqual(['__APP_CSS__']);
    const [main] = styles;
    const built = (name: string) =>
      readFileSync(
        path.join(
          clientDistDir,
          'assets',
          cssFiles.find((f) => f.startsWith(`${name}-`))!,
        ),
        'utf8',
      );
    // Every font face first, then only the rules the page's markup uses; the whole stylesheet is linked by the
    // bootstrap later.
    const fonts = built('fonts');
    expect(fonts).toMatch(/@font-face/);
    expect(main![3]!.startsWith(fonts.trim())).toBe(true);
    const whole = built('styles');
    expect(whole).not.toMatch(/@font-face/);
    expect(main![3]!.length - fonts.length).toBeLessThan(whole.length * 0.75);
    const pageClasses = new Set([...text.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
    const singleClassRules = [...whole.matchAll(/[{}]\.([a-z][a-z0-9-]*)\{/g)].map((m) => m[1]!);
    expect(singleClassRules.length).toBeGreaterThan(100);
    for (const name of singleClassRules) {
      expect(main![3]!.includes(`.${name}{`), name).toBe(pageClasses.has(name));
    }
    const siteScript = text.match(/<script id="site-script"[^>]*>/)![0];
    expect(siteScript).toContain(`data-styles="/assets/${cssFiles.find((f) => f.startsWith('styles-'))}"`);
    // The web fonts' files, each named by a face and preloaded from the head (in CORS mode, as fonts are fetched).
    const fontFiles = readdirSync(path.join(clientDistDir, 'assets')).filter((f) => f.endsWith('.woff2'));
    const fontUrls = fontFiles.map((f) => `/assets/${f}`).toSorted();
    expect(fontUrls.length).toBeGreaterThan(0);
    for (const url of fontUrls) expect(fonts).toContain(`url(${url})`);
    const fontPreloads = [...head.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);
    expect(fontPreloads.toSorted()).toEqual(
      fontUrls.map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin=""/>`),
    );
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    // The one script the page names is the site's, last in the body and at low priority; an island's
    // code is asked for by it, only where the page has one and once it is needed.
    expect(text).not.toMatch(/<link rel="modulepreload"/);
    const scripts = [...text.matchAll(/<script\b[^>]*\bsrc=[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(
      /^<script id="site-script" type="module" src="\/assets\/entry-client-[\w-]+\.js" data-styles="[^"]+" fetchPriority="low">$/,
    );
    expect(text.trimEnd()).toMatch(/<script id="site-script"[^>]*><\/script><\/body><\/html>$/);
  });

  it.each([
    ['gzip', (b: Buffer) => zlib.gunzipSync(b)],
    ['br', (b: Buffer) => zlib.brotliDecompressSync(b)],
  ])('compresses HTML, CSS and JS with %s', async (encoding, decode) => {
    for (const url of ['/', `/assets/${jsFile}`, `/assets/${cssFile}`, '/sitemap.xml']) {
      const res = await rawGet(app, url, { 'Accept-Encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decode(res.body).length).toBeGreaterThan(res.body.length);
    }
    const html = await rawGet(app, '/', { 'Accept-Encoding': encoding });
    expect(decode(html.body).toString()).toContain('</html>');
  });
});

describe('health and crawler files', () => {
  const { app } = buildTestApp();

  it('GET /healthz says the process is alive', async () => {
    const res = await request(app).get('/healthz').expect(200).expect('Content-Type', /json/);
    expect(res.body.status).toBe('ok');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz reports readiness and the content source', async () => {
    const res = await request(app).get('/readyz').expect(200);
    expect(res.body).toMatchObject({ status: 'ready', contentSource: 'embedded' });
  });

  it('GET /readyz answers 503 while shutting down', async () => {
    const { app: draining } = buildTestApp({ readiness: { shuttingDown: true } });
    const res = await request(draining).get('/readyz').expect(503);
    expect(res.body.status).toBe('shutting-down');
  });

  it('GET /robots.txt disallows /payment and points to the sitemap', async () => {
    const res = await request(app)
      .get('/robots.txt')
      .expect(200)
      .expect('Content-Type', /text\/plain/);
    expect(res.text).toContain('User-agent: *');
    expect(res.text).toMatch(/^Disallow: \/payment$/m);
    expect(res.text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('GET /sitemap.xml lists every static page and service page, not /payment', async () => {
    const res = await request(app).get('/sitemap.xml').expect(200).expect('Content-Type', /xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Every page and service page of the route table but /payment, once in each language, then the blog's posts
    // (the embedded ones here).
    const pages = allRoutes.filter((r) => r.locale === 'en' && r.path !== fixedPages.payment.path).map((r) => r.path);
    const inEveryLanguage = pages.flatMap((p) =>
      locales.map((locale) => `http://localhost:3000${localizePath(p, locale)}`),
    );
    expect(locs.filter((l) => !l!.includes('/blog/'))).toEqual(inEveryLanguage);
    expect(locs.filter((l) => l!.includes('/blog/')).length).toBeGreaterThanOrEqual(6 * locales.length);
    for (const locale of locales)
      expect(locs).not.toContain(`http://localhost:3000${localizePath('/payment', locale)}`);
  });

  it('serves the favicon and web app icons', async () => {
    for (const file of [
      '/favicon.ico',
      '/icon.svg',
      '/apple-touch-icon.png',
      '/site.webmanifest',
      '/icon-192.png',
      '/icon-512.png',
    ]) {
      await request(app).get(file).expect(200);
    }
  });
});
