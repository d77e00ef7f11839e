import { afterEach, describe, expect, it, vi } from 'vitest';
import { Writable } from 'node:stream';
import pino from 'pino';
import { BlogCache } from '../../server/blog/cache.js';
import { UpstreamTimeoutError } from '../../server/blog/stale-while-revalidate.js';
import { NO_LIMIT } from '../helpers/patience.js';

type Line = { level: number; msg: string; key?: string; err?: { message: string } };

function setup(options: { ttlSeconds?: number; timeoutMs?: number; retryAfterMs?: number; maxEntries?: number } = {}) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(
        ...String(chunk)
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as Line),
      );
      done();
    },
  });
  const clock = { now: 1_000_000 };
  const cache = new BlogCache({
    ttlSeconds: options.ttlSeconds ?? 60,
    // No limit on the loaders unless a test sets one: they answer when the test releases them.
    timeoutMs: options.timeoutMs ?? NO_LIMIT,
    retryAfterMs: options.retryAfterMs ?? 10_000,
    maxEntries: options.maxEntries,
    logger: pino({ level: 'debug', base: undefined }, stream),
    now: () => clock.now,
  });
  caches.push(cache);
  return { cache, clock, lines };
}

const caches: BlogCache[] = [];
afterEach(() => caches.splice(0).forEach((c) => c.close()));

/** A loader whose calls are counted and whose answers the test releases one by one. */
function controlledLoader<T>() {
  const calls: { resolve(v: T): void; reject(e: unknown): void; signal: AbortSignal }[] = [];
  const load = (signal: AbortSignal) => new Promise<T>((resolve, reject) => calls.push({ resolve, reject, signal }));
  return { load, calls };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('blog cache', () => {
  it('answers a fresh entry from memory without calling upstream again', async () => {
    const { cache, clock } = setup({ ttlSeconds: 60 });
    let calls = 0;
    const load = async () => `value ${++calls}`;
    expect(await cache.get('list:1', load)).toBe('value 1');
    clock.now += 59_000;
    expect(await cache.get('list:1', load)).toBe('value 1');
    expect(calls).toBe(1);
  });

  it('coalesces concurrent misses for one key into a single upstream call', async () => {
    const { cache } = setup();
    const { load, calls } = controlledLoader<string>();
    const waiting = Array.from({ length: 20 }, () => cache.get('post:a', load));
    const other = cache.get('post:b', load);
    await tick();
    expect(calls).toHaveLength(2); // one per key
    calls[0]!.resolve('A');
    calls[1]!.resolve('B');
    expect(await Promise.all(waiting)).toEqual(Array(20).fill('A'));
    expect(await other).toBe('B');
  });

  it('serves a stale entry at once and refreshes it once in the background', async () => {
    const { cache, clock } = setup({ ttlSeconds: 60 });
    const { load, calls } = controlledLoader<string>();
    const first = cache.get('list:1', load);
    calls[0]!.resolve('old');
    expect(await first).toBe('old');

    clock.now += 61_000;
    // The refresh has not answered yet, and the stale value comes back immediately, for every reader.
    expect(await cache.get('list:1', load)).toBe('old');
    expect(await cache.get('list:1', load)).toBe('old');
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('new');
    await tick();
    expect(await cache.get('list:1', load)).toBe('new');
    expect(calls).toHaveLength(2);
  });

  it('keeps serving the last good data when the upstream fails, logs the error and waits before retrying', async () => {
    const { cache, clock, lines } = setup({ ttlSeconds: 60, retryAfterMs: 10_000 });
    let fail = false;
    let calls = 0;
    const load = async () => {
      calls++;
      if (fail) throw new Error('Supabase answered 503');
      return 'good';
    };
    expect(await cache.get('recent', load)).toBe('good');
    fail = true;
    clock.now += 61_000;
    expect(await cache.get('recent', load)).toBe('good');
    await tick();
    const logged = lines.find((l) => l.msg === 'blog source failed: serving the last good data');
    expect(logged).toMatchObject({ level: 50, key: 'recent', err: { message: 'Supabase answered 503' } });

    // Not hammering a failing upstream: the next attempt comes after retryAfterMs.
    expect(await cache.get('recent', load)).toBe('good');
    expect(calls).toBe(2);
    clock.now += 10_001;
    expect(await cache.get('recent', load)).toBe('good');
    await tick();
    expect(calls).toBe(3);

    fail = false;
    clock.now += 10_001;
    await cache.get('recent', load);
    await tick();
    expect(await cache.get('recent', load)).toBe('good');
    expect(calls).toBe(4);
  });

  it('rejects when nothing is cached and the upstream fails, logs it, and tries again on the next read', async () => {
    const { cache, lines } = setup();
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('connection refused');
    };
    await expect(cache.get('list:1', failing)).rejects.toThrow('connection refused');
    expect(lines.find((l) => l.msg === 'blog source failed and nothing is cached')).toMatchObject({
      level: 50,
      key: 'list:1',
    });
    await expect(cache.get('list:1', failing)).rejects.toThrow('connection refused');
    expect(calls).toBe(2);
    expect(await cache.get('list:1', async () => 'back')).toBe('back');
  });

  it('bounds every upstream call with a timeout and aborts it', async () => {
    const { cache } = setup({ timeoutMs: 5000 });
    const { load, calls } = controlledLoader<string>();
    // Fake to the end: the second call's limit only passes when the test says so.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const first = expect(cache.get('feed', load)).rejects.toBeInstanceOf(UpstreamTimeoutError);
      await vi.advanceTimersByTimeAsync(4999);
      expect(calls[0]!.signal.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await first;
      expect(calls[0]!.signal.aborted).toBe(true);
      // A late answer after the timeout changes nothing.
      calls[0]!.resolve('late');
      await tick();
      const next = cache.get('feed', load);
      await tick();
      expect(calls).toHaveLength(2);
      calls[1]!.resolve('on time');
      expect(await next).toBe('on time');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops keeping new keys beyond maxEntries but still answers', async () => {
    const { cache } = setup({ maxEntries: 2 });
    let calls = 0;
    const load = async () => ++calls;
    await cache.get('a', load);
    await cache.get('b', load);
    expect(await cache.get('c', load)).toBe(3);
    expect(await cache.get('c', load)).toBe(4);
    expect(await cache.get('a', load)).toBe(1);
  });
});
