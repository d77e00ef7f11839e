import type { Logger } from '../logger.js';
import { StaleWhileRevalidateCache, type Loader } from './stale-while-revalidate.js';

export type BlogCacheOptions = {
  /** How long an entry is fresh (BLOG_CACHE_TTL_SECONDS). */
  ttlSeconds: number;
  /** Every upstream call is abandoned after this long. */
  timeoutMs?: number;
  /** After a failed refresh, a stale entry is served this long before the next attempt. */
  retryAfterMs?: number;
  /** How long a stale entry is kept as the last good data for when the upstream fails. */
  keepSeconds?: number;
  /** At most this many entries (one per list page, post and feed); beyond it, new results are not kept. */
  maxEntries?: number;
  logger: Logger;
  now?: () => number;
};

/**
 * What caches built on the blog's data (the rendered pages) need to stay in step with it: counters
 * that move when what readers get changes, and the cache's own freshness and clock (tests move it).
 */
export type BlogChanges = {
  /** Bumped when a refresh brings data that differs from what was cached: anything built before is out of date. */
  readonly version: number;
  /** Bumped when a read fails with nothing cached (its reader got the empty answer): keep nothing built from it. */
  readonly failures: number;
  /** Every failed read of the blog source, whether the last good data covered it or not (for /metrics). */
  readonly sourceFailures: number;
  /** How long read data counts as fresh (BLOG_CACHE_TTL_SECONDS). */
  readonly ttlMs: number;
  now(): number;
};

/** Same data? Refreshes are rare (once per key and TTL), so comparing the JSON is cheap enough. */
const sameData = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The cache in front of the blog source (stale-while-revalidate.ts), counting what changed and what
 * failed for the caches built on it, and logging every failed read.
 */
export class BlogCache implements BlogChanges {
  readonly ttlMs: number;
  readonly now: () => number;
  version = 0;
  failures = 0;
  sourceFailures = 0;
  private readonly entries: StaleWhileRevalidateCache;

  constructor(options: BlogCacheOptions) {
    const { logger } = options;
    this.ttlMs = options.ttlSeconds * 1000;
    this.now = options.now ?? Date.now;
    this.entries = new StaleWhileRevalidateCache({
      freshMs: this.ttlMs,
      keepSeconds: Math.max(options.keepSeconds ?? 86_400, options.ttlSeconds * 2),
      retryAfterMs: options.retryAfterMs ?? Math.min(this.ttlMs, 15_000),
      timeoutMs: options.timeoutMs ?? 5000,
      maxEntries: options.maxEntries ?? 5000,
      now: this.now,
      onReplaced: (_key, previous, value) => {
        if (!sameData(previous, value)) this.version++;
      },
      onFailed: (key, err, stale) => {
        this.sourceFailures++;
        if (stale) return logger.error({ err, key }, 'blog source failed: serving the last good data');
        this.failures++;
        logger.error({ err, key }, 'blog source failed and nothing is cached');
      },
    });
  }

  get<T>(key: string, load: Loader<T>): Promise<T> {
    return this.entries.get(key, load);
  }

  /** The value kept under `key` while it is fresh, without loading it. */
  peekFresh<T>(key: string): T | undefined {
    return this.entries.peekFresh<T>(key);
  }

  close() {
    this.entries.close();
  }
}
