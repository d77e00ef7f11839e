import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * Rendered pages kept in memory with their compressed variants. DESIGN.md keeps pages free of
 * per-request values, so a page is a function of its URL, the build, the blog's data and the year (the
 * footer prints it): the entry remembers all three and is dropped when one moves on.
 */

export type Encoding = 'br' | 'gzip' | 'identity';

/** What a cached page was built from; an entry whose stamp differs from the current one is out of date. */
export type PageStamp = { buildId: string; year: number; blogVersion: number };

export type CachedPage = {
  status: number;
  etag: string;
  bodies: Record<Encoding, Buffer>;
  /** The response headers for each encoding, and for a 304 (name, value, name, value...). */
  head: Record<Encoding | 'notModified', string[]>;
  bytes: number;
  /** Its route shape for the request metric (`/blog/:slug`), worked out once. */
  route: string;
  stamp: PageStamp;
  /** Re-rendered after this (on the blog's clock), which also makes the blog cache refresh what the page reads. */
  staleAt: number;
};

export type PageToCache = {
  html: Buffer;
  status: number;
  etag: string;
  /** The page's own headers (X-Robots-Tag on noindex pages). */
  headers: Record<string, string>;
  /** Headers every response carries (name, value, ...): the security headers. */
  baseHeaders: string[];
  /** The Cache-Control value: a shared-cache policy, or no-cache for a page no CDN should keep. */
  cacheControl: string;
  route: string;
  stamp: PageStamp;
  staleAt: number;
};

/** Compresses a rendered page and prepares its responses, so a hit only writes them out. */
export async function buildCachedPage({ html, status, etag, headers, baseHeaders, cacheControl, route, stamp, staleAt }: PageToCache): Promise<CachedPage> {
  const bodies = await compressPage(html);
  const own = [...baseHeaders, ...Object.entries(headers).flat()];
  const validators = ['Cache-Control', cacheControl, 'ETag', etag, 'Vary', 'Accept-Encoding'];
  const headFor = (encoding: Encoding) => [
    'Content-Type',
    'text/html; charset=utf-8',
    ...validators,
    ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
    'Content-Length',
    String(bodies[encoding].length),
    ...own,
  ];
  return {
    status,
    etag,
    bodies,
    head: { br: headFor('br'), gzip: headFor('gzip'), identity: headFor('identity'), notModified: [...validators, ...own] },
    bytes: bodies.br.length + bodies.gzip.length + bodies.identity.length,
    route,
    stamp,
    staleAt,
  };
}

/** Whether the client's If-None-Match names this ETag (weak comparison), as Express's req.fresh decides. */
export function notModified(ifNoneMatch: string | undefined, cacheControl: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (cacheControl && /(?:^|,)\s*no-cache\s*(?:,|$)/i.test(cacheControl)) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  for (const tag of ifNoneMatch.split(',')) {
    const t = tag.trim();
    if (t === opaque || (t.startsWith('W/') && t.slice(2) === opaque)) return true;
  }
  return false;
}

/** The weak validator of a page: the build, the year and the content key together. */
export const pageEtag = (buildId: string, year: number, contentKey: string) =>
  `W/"${createHash('sha1').update(`${buildId}\n${year}\n${contentKey}`).digest('base64url')}"`;

// Lowercase words joined by hyphens, separated by single slashes: the site's own paths. Anything else
// (case variants, trailing slashes, encoded characters) is answered uncached, so made-up spellings of
// real pages cannot fill the cache.
const CACHEABLE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;
const BLOG_PAGE_QUERY = /^page=[1-9]\d{0,3}$/;

/**
 * The cache key for a URL (path and query as requested), or null when the page is rendered uncached:
 * only the site's path shapes, and no query string except `?page=N` on /blog, so random query strings
 * (trackers, crawlers) never reach the cache.
 */
export function pageCacheKey(url: string): string | null {
  if (url.length > 200) return null;
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (!CACHEABLE_PATH.test(path)) return null;
  if (q === -1) return url;
  return path === '/blog' && BLOG_PAGE_QUERY.test(url.slice(q + 1)) ? url : null;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Compresses once, when the page is cached, off the main thread (zlib's thread pool): brotli at
 * quality 6 and gzip at 9 are within a few percent of their best for HTML at a few milliseconds per page
 * (brotli 11 takes a quarter of a second for the home page).
 */
export async function compressPage(html: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
    gzip(html, { level: 9 }),
  ]);
  return { br, gzip: gz, identity: html };
}

const qualityOf = (params: string[]) => {
  for (const param of params) {
    const [name, value] = param.split('=');
    if (name?.trim().toLowerCase() === 'q') {
      const q = Number(value);
      return Number.isFinite(q) ? q : 0;
    }
  }
  return 1;
};

/** The best encoding the client accepts (RFC 9110 q-values): br, then gzip, else identity. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.split(',')) {
    const [coding, ...params] = part.split(';');
    const name = coding!.trim().toLowerCase();
    if (name) q[name] = qualityOf(params);
  }
  const br = q.br ?? q['*'] ?? 0;
  const gz = q.gzip ?? q['x-gzip'] ?? q['*'] ?? 0;
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

// Browsers send a handful of distinct Accept-Encoding values: remember the answer for each.
const encodingMemo = new Map<string, Encoding>();
export function encodingFor(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let encoding = encodingMemo.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = preferredEncoding(acceptEncoding);
    if (encodingMemo.size >= 256) encodingMemo.clear();
    encodingMemo.set(acceptEncoding, encoding);
  }
  return encoding;
}

export type PageCacheOptions = {
  /**
   * Bytes of HTML (all three variants) kept. 16 MB holds every fixed page (the home page is about a
   * quarter of a megabyte with its variants, the others under 100 KB) and about 200 posts, and even
   * full leaves the process (118-132 MB after the benchmark) under its 150 MB budget; a miss costs one
   * render of a few milliseconds, so more memory would buy little.
   */
  maxBytes?: number;
  /**
   * 404 pages have their own small pool (this many entries, an eighth of the bytes), so a scanner
   * requesting made-up paths cannot push real pages out.
   */
  maxNotFound?: number;
};

/** A least-recently-used map bounded by bytes and entries. */
class Lru {
  private readonly map = new Map<string, CachedPage>();
  bytes = 0;
  constructor(
    private readonly maxBytes: number,
    private readonly maxEntries: number,
  ) {}

  get size() {
    return this.map.size;
  }

  get(key: string) {
    const page = this.map.get(key);
    if (page) {
      // Most recently used goes last (Map keeps insertion order).
      this.map.delete(key);
      this.map.set(key, page);
    }
    return page;
  }

  peek(key: string) {
    return this.map.get(key);
  }

  set(key: string, page: CachedPage) {
    this.delete(key);
    if (page.bytes > this.maxBytes) return;
    this.map.set(key, page);
    this.bytes += page.bytes;
    for (const [oldest, old] of this.map) {
      if (this.bytes <= this.maxBytes && this.map.size <= this.maxEntries) break;
      this.map.delete(oldest);
      this.bytes -= old.bytes;
    }
  }

  delete(key: string) {
    const page = this.map.get(key);
    if (!page) return;
    this.map.delete(key);
    this.bytes -= page.bytes;
  }

  clear() {
    this.map.clear();
    this.bytes = 0;
  }
}

export class PageCache {
  private readonly found: Lru;
  private readonly notFound: Lru;

  constructor({ maxBytes = 16 * 2 ** 20, maxNotFound = 64 }: PageCacheOptions = {}) {
    const notFoundBytes = Math.floor(maxBytes / 8);
    this.found = new Lru(maxBytes - notFoundBytes, Number.MAX_SAFE_INTEGER);
    this.notFound = new Lru(notFoundBytes, maxNotFound);
  }

  /** The page for this key when it is still current (same stamp, not stale); an outdated entry is dropped. */
  get(key: string, stamp: PageStamp, now: number): CachedPage | undefined {
    const pool = this.found.peek(key) ? this.found : this.notFound;
    const page = pool.get(key);
    if (!page) return undefined;
    const current =
      page.stamp.blogVersion === stamp.blogVersion &&
      page.stamp.year === stamp.year &&
      page.stamp.buildId === stamp.buildId &&
      now < page.staleAt;
    if (current) return page;
    pool.delete(key);
    return undefined;
  }

  /** Keeps a 200 or 404 page; anything else is never cached. */
  set(key: string, page: CachedPage) {
    this.found.delete(key);
    this.notFound.delete(key);
    if (page.status === 200) this.found.set(key, page);
    else if (page.status === 404) this.notFound.set(key, page);
  }

  clear() {
    this.found.clear();
    this.notFound.clear();
  }

  stats() {
    return { entries: this.found.size + this.notFound.size, bytes: this.found.bytes + this.notFound.bytes };
  }
}
