import { describe, expect, it } from 'vitest';
import {
  PageCache,
  notModified,
  pageCacheKey,
  preferredEncoding,
  type CachedPage,
  type PageStamp,
} from '../../server/page-cache.js';
import { clinicYearClock } from '../../shared/year.js';

describe('pageCacheKey', () => {
  it('keys the site’s own paths, and /blog with a page number', () => {
    for (const url of ['/', '/about', '/services/knee', '/blog/why-posture-matters', '/blog?page=2', '/blog?page=9999', '/no-such-page']) {
      expect(pageCacheKey(url), url).toBe(url);
    }
  });

  it('leaves out query strings, case variants, trailing slashes, encoded characters and long URLs', () => {
    for (const url of [
      '/?utm_source=x',
      '/about?',
      '/blog?page=2&x=1',
      '/blog?page=02',
      '/blog?page=10000',
      '/services?page=2',
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

describe('notModified', () => {
  const etag = 'W/"abc"';
  it('matches the weak tag, its strong form, a list and *', () => {
    expect(notModified('W/"abc"', undefined, etag)).toBe(true);
    expect(notModified('"abc"', undefined, etag)).toBe(true);
    expect(notModified('"x", W/"abc"', undefined, etag)).toBe(true);
    expect(notModified('*', undefined, etag)).toBe(true);
  });
  it('does not match another tag, no header, or a request that asks for no-cache', () => {
    expect(notModified('W/"abd"', undefined, etag)).toBe(false);
    expect(notModified(undefined, undefined, etag)).toBe(false);
    expect(notModified('W/"abc"', 'no-cache', etag)).toBe(false);
    expect(notModified('W/"abc"', 'max-age=0', etag)).toBe(true);
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

describe('PageCache', () => {
  const stamp: PageStamp = { buildId: 'b1', year: 2026, blogVersion: 0 };
  const page = (status: number, bytes: number, staleAt = 1000): CachedPage => ({
    status,
    etag: 'W/"x"',
    bodies: { br: Buffer.alloc(0), gzip: Buffer.alloc(0), identity: Buffer.alloc(bytes) },
    head: { br: [], gzip: [], identity: [], notModified: [] },
    bytes,
    route: '/',
    stamp,
    staleAt,
  });

  it('answers a page only while its stamp is current and it is not stale', () => {
    const cache = new PageCache();
    cache.set('/', page(200, 10));
    expect(cache.get('/', stamp, 999)).toBeDefined();
    expect(cache.get('/', { ...stamp, blogVersion: 1 }, 0)).toBeUndefined();
    // An outdated entry is dropped, not kept for later.
    expect(cache.get('/', stamp, 0)).toBeUndefined();
    cache.set('/', page(200, 10));
    expect(cache.get('/', { ...stamp, year: 2027 }, 0)).toBeUndefined();
    cache.set('/', page(200, 10));
    expect(cache.get('/', { ...stamp, buildId: 'b2' }, 0)).toBeUndefined();
    cache.set('/', page(200, 10));
    expect(cache.get('/', stamp, 1000)).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('keeps 200 and 404 pages only', () => {
    const cache = new PageCache();
    for (const status of [200, 404, 500, 503, 301]) cache.set(`/${status}`, page(status, 10));
    expect(cache.stats().entries).toBe(2);
    expect(cache.get('/404', stamp, 0)?.status).toBe(404);
  });

  it('stays within its bytes, evicting the least recently used; 404 pages only evict each other', () => {
    const cache = new PageCache({ maxBytes: 800, maxNotFound: 2 });
    for (const key of ['/a', '/b', '/c', '/d', '/e', '/f', '/g']) cache.set(key, page(200, 100));
    expect(cache.stats().bytes).toBeLessThanOrEqual(800);
    cache.get('/b', stamp, 0);
    cache.set('/h', page(200, 100));
    expect(cache.get('/b', stamp, 0)).toBeDefined();
    expect(cache.get('/a', stamp, 0)).toBeUndefined();
    const found = cache.stats().entries;
    for (let i = 0; i < 50; i++) cache.set(`/missing-${i}`, page(404, 40));
    expect(cache.stats().entries).toBe(found + 2);
    expect(cache.get('/b', stamp, 0)).toBeDefined();
    // A page larger than the whole bound is not kept at all.
    cache.set('/huge', page(200, 10_000));
    expect(cache.get('/huge', stamp, 0)).toBeUndefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(800);
  });
});
