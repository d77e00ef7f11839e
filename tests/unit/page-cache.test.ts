import { describe, expect, it } from 'vitest';
import { pageCacheKey } from '../../server/pages/cache-key.js';
import type { CachedPage } from '../../server/pages/cached-page.js';
import { isNotModified } from '../../server/pages/conditional.js';
import { preferredEncoding } from '../../server/pages/encoding.js';
import { PageStore } from '../../server/pages/page-store.js';
import { pageStaleness, type PageStamp } from '../../server/pages/staleness.js';
import { clinicYearClock } from '../../shared/year.js';

describe('pageCacheKey', () => {
  it('keys the site’s own paths, and /blog (in any language) with a page number', () => {
    for (const url of [
      '/',
      '/about',
      '/services/knee',
      '/blog/why-posture-matters',
      '/blog?page=2',
      '/blog?page=9999',
      '/es/blog?page=2',
      '/es/services/knee',
      '/no-such-page',
    ]) {
      expect(pageCacheKey(url), url).toBe(url);
    }
  });

  it('keys a URL with a query the page does not read as its path, so it shares the path’s page', () => {
    for (const [url, key] of [
      ['/?utm_source=x', '/'],
      ['/about?', '/about'],
      ['/services?page=2', '/services'],
      ['/blog?page=2&x=1', '/blog?page=2'],
      ['/blog?utm_source=x&page=3', '/blog?page=3'],
      ['/blog?page=1', '/blog'],
      ['/blog?page=', '/blog'],
    ] as const) {
      expect(pageCacheKey(url), url).toBe(key);
    }
  });

  it('leaves out page numbers the blog does not have a shape for, case variants, trailing slashes, encoded characters and long paths', () => {
    for (const url of [
      '/blog?page=02',
      '/blog?page=10000',
      '/blog?page=abc',
      '/About',
      '/about/',
      '//about',
      '/blog/a%20b',
      '/a--b',
      '/-a',
      `/${'a'.repeat(250)}`,
    ]) {
      expect(pageCacheKey(url), url).toBeNull();
    }
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['x-gzip', 'gzip'],
    ['identity', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('isNotModified', () => {
  const etag = 'W/"abc"';
  const notModified = (ifNoneMatch: string | undefined, cacheControl: string | undefined, status = 200) =>
    isNotModified({ 'if-none-match': ifNoneMatch, 'cache-control': cacheControl }, status, etag);
  it('matches the weak tag, its strong form, a list and *', () => {
    expect(notModified('W/"abc"', undefined)).toBe(true);
    expect(notModified('"abc"', undefined)).toBe(true);
    expect(notModified('"x", W/"abc"', undefined)).toBe(true);
    expect(notModified('*', undefined)).toBe(true);
  });
  it('does not match another tag, no header, or a request that asks for no-cache', () => {
    expect(notModified('W/"abd"', undefined)).toBe(false);
    expect(notModified(undefined, undefined)).toBe(false);
    expect(notModified('W/"abc"', 'no-cache')).toBe(false);
    expect(notModified('W/"abc"', 'max-age=0')).toBe(true);
  });
  it('never answers 304 for an answer that is not a success (a 404 is sent in full)', () => {
    expect(notModified('W/"abc"', undefined, 404)).toBe(false);
  });
});

describe('clinicYearClock', () => {
  it('turns at midnight in Palm Harbor (05:00 UTC on January 1), not at midnight UTC', () => {
    let now = Date.UTC(2026, 11, 31, 23, 59);
    const year = clinicYearClock(() => now);
    expect(year()).toBe(2026);
    now = Date.UTC(2027, 0, 1, 4, 59);
    expect(year()).toBe(2026);
    now = Date.UTC(2027, 0, 1, 5, 0);
    expect(year()).toBe(2027);
    now = Date.UTC(2026, 5, 1);
    expect(year()).toBe(2026);
  });
});

describe('pageStaleness', () => {
  const changes = { version: 0, failures: 0, sourceFailures: 0, ttlMs: 1000, now: () => clock };
  let clock = 0;
  let year = 2026;
  const frontend = { buildId: 'b1' };
  const staleness = pageStaleness({ frontend, changes, year: () => year });

  it('keeps a page current for the blog’s TTL after its render, until build, year or blog data change', () => {
    clock = 0;
    const from = staleness.renderingNow();
    clock = 5;
    const stamp = staleness.stampForKeeping(from);
    expect(stamp.staleAt).toBe(1005);
    clock = 1004;
    expect(staleness.isCurrent(stamp)).toBe(true);
    clock = 1005;
    expect(staleness.isCurrent(stamp)).toBe(false);
    clock = 0;
    changes.version = 1;
    expect(staleness.isCurrent(stamp)).toBe(false);
    changes.version = 0;
    year = 2027;
    expect(staleness.isCurrent(stamp)).toBe(false);
    year = 2026;
    frontend.buildId = 'b2';
    expect(staleness.isCurrent(stamp)).toBe(false);
    frontend.buildId = 'b1';
    expect(staleness.isCurrent(stamp)).toBe(true);
  });

  it('tells when a blog read failed since the render began (the page shows the blog’s empty state)', () => {
    const from = staleness.renderingNow();
    expect(staleness.blogAnsweredSince(from)).toBe(true);
    changes.failures++;
    expect(staleness.blogAnsweredSince(from)).toBe(false);
  });
});

describe('PageStore', () => {
  const stamp: PageStamp = { buildId: 'b1', year: 2026, blogVersion: 0, blogFailures: 0, staleAt: 1000 };
  const page = (status: number, bytes: number, stale = false): CachedPage => ({
    status,
    etag: 'W/"x"',
    bodies: { br: Buffer.alloc(0), gzip: Buffer.alloc(0), identity: Buffer.alloc(bytes) },
    head: { br: [], gzip: [], identity: [], notModified: [] },
    bytes,
    route: '/',
    stamp: { ...stamp, staleAt: stale ? 0 : 1000 },
  });
  const current = (s: PageStamp) => s.staleAt > 0;

  it('answers a page only while it is current, and drops it once it is not', () => {
    const store = new PageStore();
    store.set('/', page(200, 10));
    expect(store.get('/', current)).toBeDefined();
    store.set('/', page(200, 10, true));
    expect(store.get('/', current)).toBeUndefined();
    expect(store.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('keeps 200 and 404 pages only', () => {
    const store = new PageStore();
    for (const status of [200, 404, 500, 503, 301]) store.set(`/${status}`, page(status, 10));
    expect(store.stats().entries).toBe(2);
    expect(store.get('/404', current)?.status).toBe(404);
  });

  it('stays within its bytes, evicting the least recently used; 404 pages only evict each other', () => {
    const store = new PageStore({ maxBytes: 800, maxNotFound: 2 });
    for (const key of ['/a', '/b', '/c', '/d', '/e', '/f', '/g']) store.set(key, page(200, 100));
    expect(store.stats().bytes).toBeLessThanOrEqual(800);
    store.get('/b', current);
    store.set('/h', page(200, 100));
    expect(store.get('/b', current)).toBeDefined();
    expect(store.get('/a', current)).toBeUndefined();
    const found = store.stats().entries;
    for (let i = 0; i < 50; i++) store.set(`/missing-${i}`, page(404, 40));
    expect(store.stats().entries).toBe(found + 2);
    expect(store.get('/b', current)).toBeDefined();
    // A page larger than the whole bound is not kept at all.
    store.set('/huge', page(200, 10_000));
    expect(store.get('/huge', current)).toBeUndefined();
    expect(store.stats().bytes).toBeLessThanOrEqual(800);
  });
});
