import NodeCache from 'node-cache';

/** Reads a value from upstream; the signal aborts the read when it takes too long. */
export type Loader<T> = (signal: AbortSignal) => Promise<T>;

export class UpstreamTimeoutError extends Error {
  constructor(ms: number) {
    super(`upstream did not answer within ${ms} ms`);
    this.name = 'UpstreamTimeoutError';
  }
}

export type StaleWhileRevalidateOptions = {
  /** How long a loaded value is fresh. */
  freshMs: number;
  /** How long a value is kept at all: past its freshness it is the last good value. */
  keepSeconds: number;
  /** After a failed refresh, the stale value is served this long before the next attempt. */
  retryAfterMs: number;
  /** Every load is abandoned (and its signal aborted) after this long. */
  timeoutMs: number;
  /** Beyond this many keys, new values are answered but not kept. */
  maxEntries: number;
  now: () => number;
  /** A load replaced a value already kept under this key. */
  onReplaced?(key: string, previous: unknown, value: unknown): void;
  /** A load failed; `stale` says whether the last good value is still being served. */
  onFailed?(key: string, err: unknown, stale: boolean): void;
};

type Entry<T> = { value: T; freshUntil: number };

/**
 * Values kept in node-cache: a fresh one is answered from memory; a stale one is answered at once
 * while one background load refreshes it, and keeps being answered when that load fails; concurrent
 * loads of one key share one call. With nothing kept and the load failing, `get` rejects.
 */
export class StaleWhileRevalidateCache {
  private readonly store: NodeCache;
  private readonly inflight = new Map<string, Promise<unknown>>();

  constructor(private readonly options: StaleWhileRevalidateOptions) {
    // useClones off: a kept list is handed out as is (copying 10,000 posts per request would be slow);
    // callers never mutate what they get.
    this.store = new NodeCache({ stdTTL: options.keepSeconds, checkperiod: 600, useClones: false });
  }

  async get<T>(key: string, load: Loader<T>): Promise<T> {
    const entry = this.store.get<Entry<T>>(key);
    if (!entry) return this.refresh(key, load);
    if (this.options.now() >= entry.freshUntil) this.refresh(key, load).catch(() => {}); // reported by onFailed
    return entry.value;
  }

  /** The value kept under `key` while it is fresh; nothing is loaded. */
  peekFresh<T>(key: string): T | undefined {
    const entry = this.store.get<Entry<T>>(key);
    return entry && this.options.now() < entry.freshUntil ? entry.value : undefined;
  }

  /** One load per key at a time; its result (or failure) is shared by every waiter. */
  private refresh<T>(key: string, load: Loader<T>): Promise<T> {
    const running = this.inflight.get(key);
    if (running) return running as Promise<T>;
    const call = this.withTimeout(load)
      .then((value) => {
        this.keep(key, value);
        return value;
      })
      .catch((err: unknown) => {
        const stale = this.store.get<Entry<T>>(key);
        // Try again a little later, not on every request.
        if (stale) stale.freshUntil = this.options.now() + this.options.retryAfterMs;
        this.options.onFailed?.(key, err, Boolean(stale));
        throw err;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, call);
    return call;
  }

  private withTimeout<T>(load: Loader<T>): Promise<T> {
    const { timeoutMs } = this.options;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const err = new UpstreamTimeoutError(timeoutMs);
        controller.abort(err);
        reject(err);
      }, timeoutMs);
    });
    return Promise.race([load(controller.signal), timeout]).finally(() => clearTimeout(timer));
  }

  private keep<T>(key: string, value: T) {
    const previous = this.store.get<Entry<T>>(key);
    // Full (someone asking for thousands of made-up slugs): answered, not kept.
    if (!previous && this.store.getStats().keys >= this.options.maxEntries) return;
    if (previous) this.options.onReplaced?.(key, previous.value, value);
    this.store.set<Entry<T>>(key, { value, freshUntil: this.options.now() + this.options.freshMs });
  }

  close() {
    this.store.close();
  }
}
