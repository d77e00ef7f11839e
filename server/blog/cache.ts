import NodeCache from 'node-cache';
import type { Logger } from '../logger.js';

export type Loader<T> = (signal: AbortSignal) => Promise<T>;

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

type Entry<T> = { value: T; freshUntil: number };

/**
 * What caches built on the blog's data (the rendered pages) need to stay in step with it: counters
 * that move when what readers get changes, and the cache's own freshness and clock (tests move it).
 */
export type BlogChanges = {
  /** Bumped when a refresh brings data that differs from what was cached: anything built before is out of date. */
  readonly version: number;
  /** Bumped when a read fails with nothing cached (its reader got the empty answer): do not keep what was built from it. */
  readonly failures: number;
  /** Every failed read of the blog source, whether the last good data covered it or not (for /metrics). */
  readonly sourceFailures: number;
  /** How long read data counts as fresh (BLOG_CACHE_TTL_SECONDS). */
  readonly ttlMs: number;
  now(): number;
};

/** Same data? Refreshes are rare (once per key and TTL), so comparing the JSON is cheap enough. */
const sameData = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

export class UpstreamTimeoutError extends Error {
  constructor(ms: number) {
    super(`upstream did not answer within ${ms} ms`);
    this.name = 'UpstreamTimeoutError';
  }
}

/**
 * The cache in front of the blog source. A fresh entry is answered from memory; concurrent misses for
 * one key share one upstream call; a stale entry is answered at once while one background call
 * refreshes it; when the upstream fails, the last good entry keeps being served and the error is
 * logged. With nothing cached and the upstream failing, `get` rejects and the caller decides.
 */
export class BlogCache implements BlogChanges {
  private readonly store: NodeCache;
  private readonly inflight = new Map<string, Promise<unknown>>();
  readonly ttlMs: number;
  private readonly timeoutMs: number;
  private readonly retryAfterMs: number;
  private readonly maxEntries: number;
  private readonly logger: Logger;
  readonly now: () => number;
  version = 0;
  failures = 0;
  sourceFailures = 0;

  constructor(options: BlogCacheOptions) {
    this.ttlMs = options.ttlSeconds * 1000;
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.retryAfterMs = options.retryAfterMs ?? Math.min(this.ttlMs, 15_000);
    this.maxEntries = options.maxEntries ?? 5000;
    this.logger = options.logger;
    this.now = options.now ?? Date.now;
    const keepSeconds = Math.max(options.keepSeconds ?? 86_400, options.ttlSeconds * 2);
    // useClones off: a cached list is handed out as is (copying 10,000 posts per request would be slow);
    // callers never mutate what they get.
    this.store = new NodeCache({ stdTTL: keepSeconds, checkperiod: 600, useClones: false });
  }

  async get<T>(key: string, load: Loader<T>): Promise<T> {
    const entry = this.store.get<Entry<T>>(key);
    if (entry) {
      if (this.now() >= entry.freshUntil) {
        this.refresh(key, load).catch(() => {
          // Already logged; the stale value is being served meanwhile.
        });
      }
      return entry.value;
    }
    return this.refresh(key, load);
  }

  /** One upstream call per key at a time; its result (or failure) is shared by every waiter. */
  private refresh<T>(key: string, load: Loader<T>): Promise<T> {
    const running = this.inflight.get(key);
    if (running) return running as Promise<T>;
    const call = this.withTimeout(load)
      .then((value) => {
        this.set(key, value);
        return value;
      })
      .catch((err: unknown) => {
        this.sourceFailures++;
        const stale = this.store.get<Entry<T>>(key);
        if (stale) {
          // Keep serving the last good value; try again a little later, not on every request.
          stale.freshUntil = this.now() + this.retryAfterMs;
          this.logger.error({ err, key }, 'blog source failed: serving the last good data');
        } else {
          this.failures++;
          this.logger.error({ err, key }, 'blog source failed and nothing is cached');
        }
        throw err;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, call);
    return call;
  }

  private withTimeout<T>(load: Loader<T>): Promise<T> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const err = new UpstreamTimeoutError(this.timeoutMs);
        controller.abort(err);
        reject(err);
      }, this.timeoutMs);
    });
    return Promise.race([load(controller.signal), timeout]).finally(() => clearTimeout(timer));
  }

  private set<T>(key: string, value: T) {
    // Full (e.g. someone requesting thousands of made-up slugs): answer without keeping it.
    const previous = this.store.get<Entry<T>>(key);
    if (!previous && this.store.getStats().keys >= this.maxEntries) return;
    if (previous && !sameData(previous.value, value)) this.version++;
    this.store.set<Entry<T>>(key, { value, freshUntil: this.now() + this.ttlMs });
  }

  close() {
    this.store.close();
  }
}
