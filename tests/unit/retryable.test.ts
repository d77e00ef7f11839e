import { describe, expect, it } from 'vitest';
import { retryable } from '../../client/lib/retryable.js';

/** A load that fails the first `failures` times, counting its calls. */
function flakyLoad(failures: number) {
  const counter = { calls: 0 };
  const load = async () => {
    counter.calls++;
    if (counter.calls <= failures) throw new Error('offline');
    return 'module';
  };
  return { counter, load };
}

describe('retryable', () => {
  it('shares one attempt while pending and once loaded', async () => {
    const { counter, load } = flakyLoad(0);
    const loader = retryable(load);
    const first = loader.current();
    expect(loader.current()).toBe(first);
    await expect(first).resolves.toBe('module');
    loader.reset();
    expect(loader.retry()).toBe(first);
    expect(counter.calls).toBe(1);
  });

  it('keeps a failed attempt for renders, so the failure reaches the error boundary', async () => {
    const { counter, load } = flakyLoad(1);
    const loader = retryable(load);
    const failed = loader.current();
    await expect(failed).rejects.toThrow('offline');
    expect(loader.current()).toBe(failed);
    expect(counter.calls).toBe(1);
  });

  it('loads again after reset() or retry(), only once failed', async () => {
    const { counter, load } = flakyLoad(2);
    const loader = retryable(load);
    await expect(loader.current()).rejects.toThrow('offline');
    loader.reset();
    await expect(loader.current()).rejects.toThrow('offline');
    await expect(loader.retry()).resolves.toBe('module');
    expect(counter.calls).toBe(3);
  });

  it('does not restart a pending attempt', async () => {
    const { counter, load } = flakyLoad(0);
    const loader = retryable(load);
    const pending = loader.current();
    loader.reset();
    expect(loader.retry()).toBe(pending);
    await pending;
    expect(counter.calls).toBe(1);
  });
});
