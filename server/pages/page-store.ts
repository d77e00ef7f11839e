import { LRUCache } from 'lru-cache';
import type { CachedPage } from './cached-page.js';
import type { PageStamp } from './staleness.js';

export type PageStoreOptions = {
  /**
   * Bytes of HTML (all three encodings) kept. 16 MB holds every fixed page and about 200 posts, and
   * even full leaves the process under its 150 MB budget; a miss costs one render, so more memory would
   * buy little (docs/performance.md, Memory).
   */
  maxBytes?: number;
  /**
   * 404 pages have their own small pool (this many entries, an eighth of the bytes), so a scanner
   * requesting made-up paths cannot push real pages out.
   */
  maxNotFound?: number;
};

const pool = (maxSize: number, max?: number) =>
  new LRUCache<string, CachedPage>({ maxSize, max, sizeCalculation: (page) => Math.max(1, page.bytes) });

/** Rendered pages by cache key, least recently used dropped first; only 200 and 404 pages are kept. */
export class PageStore {
  private readonly found: LRUCache<string, CachedPage>;
  private readonly notFound: LRUCache<string, CachedPage>;
  /** The key of the page not found each route pattern last answered with (one per pattern). */
  private readonly notFoundKeys = new Map<string, string>();

  constructor({ maxBytes = 16 * 2 ** 20, maxNotFound = 64 }: PageStoreOptions = {}) {
    const notFoundBytes = Math.floor(maxBytes / 8);
    this.found = pool(maxBytes - notFoundBytes);
    this.notFound = pool(notFoundBytes, maxNotFound);
  }

  /** The page for this key while `isCurrent` holds for its stamp; an outdated page is dropped. */
  get(key: string, isCurrent: (stamp: PageStamp) => boolean): CachedPage | undefined {
    const pages = this.found.has(key) ? this.found : this.notFound;
    const page = pages.get(key);
    if (!page || isCurrent(page.stamp)) return page;
    pages.delete(key);
    return undefined;
  }

  /** Keeps a 200 or 404 page (one larger than its pool is not kept); anything else is never kept. */
  set(key: string, page: CachedPage) {
    this.found.delete(key);
    this.notFound.delete(key);
    if (page.status === 200) this.found.set(key, page);
    else if (page.status === 404) this.notFound.set(key, page);
  }

  /** Notes that the route with this pattern answers "not found" with the page kept under `key`. */
  rememberNotFound(pattern: string, key: string) {
    if (this.notFoundKeys.get(pattern) !== key) this.notFoundKeys.set(pattern, key);
  }

  /** The current page not found that the route with this pattern last answered with. */
  notFoundFor(pattern: string, isCurrent: (stamp: PageStamp) => boolean): CachedPage | undefined {
    const key = this.notFoundKeys.get(pattern);
    return key === undefined ? undefined : this.get(key, isCurrent);
  }

  clear() {
    this.found.clear();
    this.notFound.clear();
    this.notFoundKeys.clear();
  }

  stats() {
    return {
      entries: this.found.size + this.notFound.size,
      bytes: this.found.calculatedSize + this.notFound.calculatedSize,
    };
  }
}
