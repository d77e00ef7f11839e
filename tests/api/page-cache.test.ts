import zlib from 'node:zlib';
import { createElement } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import type { ExtraRoute } from '../../client/routes.js';
import * as entry from '../../client/entry-server.js';
import { buildTestApp, type LogLine } from '../helpers/app.js';
import { rawGet } from '../helpers/raw-get.js';
import { eventually } from '../helpers/patience.js';
import { startSupabaseStandIn, type StandIn } from '../../tools/supabase-standin.js';
import { blogTables } from '../fixtures/blog-rows.js';
import { supabaseBlog } from '../fixtures/supabase-blog.js';
import { productionFrontend, type Frontend } from '../../server/frontend.js';
import { PageStore } from '../../server/pages/page-store.js';

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startSupabaseStandIn({ tables: blogTables(14) });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.reset();
  Object.assign(standIn.tables, blogTables(14));
});

type Options = { pageCache?: PageStore; frontend?: Frontend; year?: () => number; extraRoutes?: ExtraRoute[] };

/** The real app around the stand-in, with a blog clock the test moves (the page cache follows it). */
function setup(options: Options = {}) {
  const { blog, clock, env } = supabaseBlog(standIn);
  const built = buildTestApp({ blog, env, ...options });
  /** How each request for `path` was answered, from the request log: 'miss', 'hit' or 'uncacheable'. */
  const answers = (path: string) =>
    built.logs
      .filter(
        (l: LogLine) =>
          ['request completed', 'request failed', 'page not found'].includes(l.msg) &&
          (l.req as { path: string }).path === path,
      )
      .map((l) => l.cache ?? 'rendered');
  return { ...built, blog, clock, answers };
}

const restReads = () => standIn.requests.filter((r) => r.path === '/rest/v1/blog_posts');
const withoutPerRequest = (headers: Record<string, unknown>) => {
  const { 'x-request-id': _id, date: _date, ...rest } = headers;
  return rest;
};

describe('page cache: hits', () => {
  it('answers the second request from memory: no loader, no upstream read, the same bytes and headers', async () => {
    const { app, answers } = setup();
    const first = await rawGet(app, '/blog/spine-health-tip-3', { 'Accept-Encoding': 'identity' });
    const reads = restReads().length;
    expect(reads).toBeGreaterThan(0);
    const second = await rawGet(app, '/blog/spine-health-tip-3', { 'Accept-Encoding': 'identity' });
    expect(restReads()).toHaveLength(reads);
    expect(answers('/blog/spine-health-tip-3')).toEqual(['miss', 'hit']);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.body.toString()).toContain('Spine Health Tip Number 3</h1>');
    expect(withoutPerRequest(second.headers)).toEqual(withoutPerRequest(first.headers));
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    // Still every header of a page: security headers, validators, length.
    expect(second.headers['content-security-policy']).toContain("default-src 'self'");
    expect(second.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=240, stale-if-error=86400',
    );
    expect(second.headers['content-length']).toBe(String(second.body.length));
  });

  it('serves each encoding the client prefers, and each decodes to the same HTML', async () => {
    const { app, answers } = setup();
    const identity = await rawGet(app, '/services/knee', { 'Accept-Encoding': 'identity' });
    const html = identity.body.toString();
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    const cases: [string, string | undefined, (b: Buffer) => Buffer][] = [
      ['br, gzip, deflate', 'br', zlib.brotliDecompressSync],
      ['gzip, deflate', 'gzip', zlib.gunzipSync],
      ['gzip;q=1, br;q=0.5', 'gzip', zlib.gunzipSync],
      ['br;q=0, gzip;q=0', undefined, (b) => b],
      ['', undefined, (b) => b],
    ];
    for (const [accept, encoding, decode] of cases) {
      const res = await rawGet(app, '/services/knee', { 'Accept-Encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-length']).toBe(String(res.body.length));
      expect(decode(res.body).toString(), accept).toBe(html);
    }
    expect(answers('/services/knee')).toEqual(['miss', 'hit', 'hit', 'hit', 'hit', 'hit']);
  });

  it('answers 304 to a matching If-None-Match and HEAD without a body, with the page’s own headers', async () => {
    const { app, answers } = setup();
    const page = await request(app).get('/payment').expect(200);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    const notModified = await request(app).get('/payment').set('If-None-Match', page.headers.etag!).expect(304);
    expect(notModified.text ?? '').toBe('');
    expect(notModified.headers.etag).toBe(page.headers.etag);
    expect(notModified.headers['x-robots-tag']).toBe('noindex');
    // A strong form of the same tag matches too (weak comparison), a different one does not.
    await request(app).get('/payment').set('If-None-Match', page.headers.etag!.slice(2)).expect(304);
    await request(app).get('/payment').set('If-None-Match', 'W/"something-else"').expect(200);
    const head = await request(app).head('/payment').set('Accept-Encoding', 'gzip').expect(200);
    expect(head.text ?? '').toBe('');
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
    expect(head.headers['x-robots-tag']).toBe('noindex');
    expect(answers('/payment')).toEqual(['miss', 'hit', 'hit', 'hit', 'hit']);
  });

  it('keeps 404 pages too (never answered 304), and logs each at warn level', async () => {
    const { app, answers, logs } = setup();
    const first = await request(app).get('/no-such-page').expect(404);
    await request(app).get('/no-such-page').set('If-None-Match', first.headers.etag!).expect(404);
    expect(answers('/no-such-page')).toEqual(['miss', 'hit']);
    expect(
      logs.filter((l) => l.msg === 'page not found' && (l.req as { path: string }).path === '/no-such-page'),
    ).toHaveLength(2);
  });

  it('renders a page once for concurrent first requests', async () => {
    const { app, answers } = setup();
    standIn.delayMs = 100;
    const pages = await Promise.all(Array.from({ length: 8 }, () => request(app).get('/blog')));
    expect(new Set(pages.map((p) => p.text)).size).toBe(1);
    expect(answers('/blog').sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'miss']);
    expect(restReads()).toHaveLength(1);
  });

  it('answers a query string the page does not read from the page kept for its path', async () => {
    const { app, answers } = setup();
    for (const path of ['/about?utm_source=mail', '/about', '/about?fbclid=x&gclid=y']) {
      await request(app).get(path).expect(200);
    }
    expect(answers('/about')).toEqual(['miss', 'hit', 'hit']);
  });

  it('renders uncached what has an unusual path: case variants, trailing slashes', async () => {
    const { app, answers } = setup();
    for (const path of ['/About', '/about/']) {
      await request(app).get(path).expect(200);
      await request(app).get(path).expect(200);
    }
    expect(answers('/About')).toEqual(['rendered', 'rendered']);
    expect(answers('/about/')).toEqual(['rendered', 'rendered']);
    await request(app).get('/blog?page=2').expect(200);
    await request(app).get('/blog?page=2').expect(200);
    expect(answers('/blog')).toEqual(['miss', 'hit']);
  });
});

describe('page cache: what it never keeps', () => {
  it('never keeps a 500 page', async () => {
    let failures = 1;
    const Flaky = () => {
      if (failures-- > 0) throw new Error('flaky render');
      return createElement('h1', null, 'Flaky page rendered');
    };
    const { app } = setup({
      extraRoutes: [{ id: 'flaky', path: '/flaky', chunk: 'test', page: async () => ({ default: Flaky }) }],
    });
    await request(app).get('/flaky').expect(500);
    const again = await request(app).get('/flaky').expect(200);
    expect(again.text).toContain('Flaky page rendered');
  });

  it('does not keep a page rendered while the blog could not be read', async () => {
    const { app, answers } = setup();
    standIn.failWith = 503;
    const down = await request(app).get('/blog').expect(200);
    expect(down.text).toContain('No blog posts found.');
    // Nor may a CDN keep it.
    expect(down.headers['cache-control']).toBe('no-cache');
    standIn.failWith = null;
    const up = await request(app).get('/blog').expect(200);
    expect(up.text).toContain('Spine Health Tip Number 14');
    expect(up.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=/);
    expect(answers('/blog')).toEqual(['uncacheable', 'miss']);
  });
});

describe('page cache: refreshing', () => {
  it('shows new blog content once the blog cache has refreshed it', async () => {
    const { app, clock, blog, answers } = setup();
    const before = await request(app).get('/blog/spine-health-tip-3').expect(200);
    await request(app).get('/about').expect(200);
    const post = standIn.tables.blog_posts!.find((r) => r.slug === 'spine-health-tip-3')!;
    post.title = 'Spine Health Tip Three, Revised';

    // Within the blog's TTL the page is answered from memory and nothing is asked upstream.
    const reads = restReads().length;
    const cached = await request(app).get('/blog/spine-health-tip-3').expect(200);
    expect(cached.text).toBe(before.text);
    expect(restReads()).toHaveLength(reads);

    // Past it, the page is rendered again: the blog cache answers its stale post and refreshes it...
    clock.now += 61_000;
    await request(app).get('/blog/spine-health-tip-3').expect(200);
    await vi.waitUntil(() => blog.changes.version > 0, eventually);
    // ...and the refresh brought different data, so pages rendered before it are out of date.
    const after = await request(app).get('/blog/spine-health-tip-3').expect(200);
    expect(after.text).toContain('Spine Health Tip Three, Revised</h1>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await request(app).get('/about').expect(200);
    expect(answers('/blog/spine-health-tip-3')).toEqual(['miss', 'hit', 'miss', 'miss']);
    expect(answers('/about')).toEqual(['miss', 'miss']);
  });

  it('keeps serving from memory when a refresh brings the same data', async () => {
    const { app, clock, blog, answers } = setup();
    await request(app).get('/blog').expect(200);
    // The blog cache hands out what it stored: a new array means the refresh has landed.
    const before = (await blog.listPosts(1)).posts;
    clock.now += 61_000;
    await request(app).get('/blog').expect(200);
    await vi.waitUntil(async () => (await blog.listPosts(1)).posts !== before, eventually);
    expect(restReads()).toHaveLength(2);
    await request(app).get('/blog').expect(200);
    expect(blog.changes.version).toBe(0);
    expect(answers('/blog')).toEqual(['miss', 'miss', 'hit']);
  });

  it('renders again when the build changes', async () => {
    const base = productionFrontend(entry);
    let buildId = base.buildId;
    const frontend: Frontend = { ...base };
    Object.defineProperty(frontend, 'buildId', { get: () => buildId });
    const { app, answers } = setup({ frontend });
    const first = await request(app).get('/').expect(200);
    await request(app).get('/').expect(200);
    buildId = 'next-build';
    const next = await request(app).get('/').expect(200);
    expect(next.headers.etag).not.toBe(first.headers.etag);
    // The old validator no longer matches.
    await request(app).get('/').set('If-None-Match', first.headers.etag!).expect(200);
    expect(answers('/')).toEqual(['miss', 'hit', 'miss', 'hit']);
  });

  it('renders again when the year changes (the footer prints it)', async () => {
    let year = 2026;
    const { app, answers } = setup({ year: () => year });
    const first = await request(app).get('/contact').expect(200);
    await request(app).get('/contact').expect(200);
    year = 2027;
    const next = await request(app).get('/contact').expect(200);
    expect(next.headers.etag).not.toBe(first.headers.etag);
    expect(answers('/contact')).toEqual(['miss', 'hit', 'miss']);
  });
});

describe('page cache: bounds', () => {
  it('a flood of made-up URLs and query strings does not push the home page out', async () => {
    const pageCache = new PageStore({ maxBytes: 2 * 2 ** 20, maxNotFound: 16 });
    const { app, answers } = setup({ pageCache });
    await request(app).get('/').expect(200);
    for (let i = 0; i < 30; i++) {
      await request(app).get(`/?utm_source=${i}`).expect(200);
      await request(app)
        .get(`/blog?page=${100 + i}`)
        .expect(404);
      await request(app).get(`/made-up-page-${i}`).expect(404);
    }
    await request(app).get('/').expect(200);
    // Query strings the page does not read are the page itself.
    expect(answers('/')).toEqual(['miss', ...Array(30).fill('hit'), 'hit']);
    expect(pageCache.stats().bytes).toBeLessThanOrEqual(2 * 2 ** 20);
  });

  it('holds its byte bound, dropping the least recently used pages', async () => {
    const maxBytes = 2 ** 19;
    const pageCache = new PageStore({ maxBytes });
    const { app, answers } = setup({ pageCache });
    const paths = [
      '/services',
      '/services/knee',
      '/services/elbow',
      '/services/shoulder',
      '/services/sports',
      '/about',
      '/contact',
      '/special',
      '/privacy',
      '/terms',
      '/blog',
    ];
    for (const path of paths) await request(app).get(path).expect(200);
    const { bytes, entries } = pageCache.stats();
    expect(bytes).toBeLessThanOrEqual(maxBytes);
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThan(paths.length);
    // The newest is kept, the oldest went first.
    await request(app).get('/blog').expect(200);
    await request(app).get('/services').expect(200);
    expect(answers('/blog')).toEqual(['miss', 'hit']);
    expect(answers('/services')).toEqual(['miss', 'miss']);
  });
});
