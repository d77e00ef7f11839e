import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.js';
import { rawGet } from '../helpers/raw-get.js';

const DEFAULT_POLICY = 'public, max-age=0, s-maxage=60, stale-while-revalidate=240, stale-if-error=86400';

describe('Cache-Control for a CDN or a caching proxy', () => {
  it('gives a page the shared-cache policy when rendered, when answered from memory, and on a 304', async () => {
    const { app, logs } = buildTestApp();
    const miss = await rawGet(app, '/services/knee');
    const hit = await rawGet(app, '/services/knee');
    const cached = logs.filter((l) => l.msg === 'request completed').map((l) => l.cache);
    expect(cached).toEqual(['miss', 'hit']);
    expect(miss.headers['cache-control']).toBe(DEFAULT_POLICY);
    expect(hit.headers['cache-control']).toBe(DEFAULT_POLICY);
    const revalidated = await rawGet(app, '/services/knee', { 'If-None-Match': String(hit.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['cache-control']).toBe(DEFAULT_POLICY);
  });

  it('gives it to 404 pages and to HEAD (the streamed path) too', async () => {
    const { app } = buildTestApp();
    const missing = await request(app).get('/no-such-page').expect(404);
    expect(missing.headers['cache-control']).toBe(DEFAULT_POLICY);
    const head = await request(app).head('/about').expect(200);
    expect(head.headers['cache-control']).toBe(DEFAULT_POLICY);
  });

  it('takes its times from CDN_MAX_AGE_SECONDS, CDN_STALE_WHILE_REVALIDATE_SECONDS and CDN_STALE_IF_ERROR_SECONDS', async () => {
    const { app } = buildTestApp({
      env: { CDN_MAX_AGE_SECONDS: '30', CDN_STALE_WHILE_REVALIDATE_SECONDS: '90', CDN_STALE_IF_ERROR_SECONDS: '3600' },
    });
    for (let i = 0; i < 2; i++) {
      const res = await request(app).get('/').expect(200);
      expect(res.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=30, stale-while-revalidate=90, stale-if-error=3600',
      );
    }
  });

  it('keeps pages with URLs the page cache does not keep, and every page without the cache, out of shared caches', async () => {
    const { app } = buildTestApp();
    for (const url of ['/About', '/about/']) {
      const res = await request(app).get(url);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    // A query string the page does not read: the page itself, shared as it is.
    const about = (await request(app).get('/about').expect(200)).headers['cache-control'];
    expect(about).toMatch(/^public, /);
    expect((await request(app).get('/about?utm_source=mail').expect(200)).headers['cache-control']).toBe(about);
    // A page not found says nothing of its URL: the same page, shareable, under any of them.
    const kept = (await request(app).get('/no-such-page').expect(404)).headers['cache-control'];
    for (const url of ['/No-Such-Page', '/no-such-page/?utm_source=mail', '/%E2%80%A8']) {
      expect((await request(app).get(url).expect(404)).headers['cache-control'], url).toBe(kept);
    }
    const uncached = buildTestApp({ pageCache: false });
    expect((await request(uncached.app).get('/about').expect(200)).headers['cache-control']).toBe('no-cache');
  });

  it('answers every /api request with no-store', async () => {
    const { app } = buildTestApp({ env: { DATA_DIR: '/nonexistent/never-written' } });
    expect((await request(app).get('/api/nothing-here').expect(404)).headers['cache-control']).toBe('no-store');
    const invalid = await request(app).post('/api/contact').send({}).expect(400);
    expect(invalid.headers['cache-control']).toBe('no-store');
  });

  it('varies on nothing but Accept-Encoding: a cookie changes neither the page nor its headers', async () => {
    const { app } = buildTestApp();
    const plain = await rawGet(app, '/contact');
    const withCookie = await rawGet(app, '/contact', { Cookie: 'session=abc; theme=dark' });
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(withCookie.headers.vary).toBe('Accept-Encoding');
    expect(withCookie.body.equals(plain.body)).toBe(true);
    expect(withCookie.headers['set-cookie']).toBeUndefined();
  });
});
