import { describe, expect, it } from 'vitest';
import { parseAttempt, RELOAD_WINDOW_MS, shouldReload } from '../../client/lib/reload-once.js';

describe('shouldReload', () => {
  const now = 1_000_000;
  it('reloads a page that failed, once', () => {
    expect(shouldReload('/about', true, null, now)).toBe(true);
    expect(shouldReload('/about', true, { path: '/about', at: now - 1000 }, now)).toBe(false);
  });

  it('reloads again for another address, or once the window has passed', () => {
    expect(shouldReload('/about', true, { path: '/contact', at: now - 1000 }, now)).toBe(true);
    expect(shouldReload('/about', true, { path: '/about', at: now - RELOAD_WINDOW_MS }, now)).toBe(true);
  });

  it('never reloads offline, where the reload itself would fail', () => {
    expect(shouldReload('/about', false, null, now)).toBe(false);
  });

  it('does not trust an attempt from the future (a clock moved back)', () => {
    expect(shouldReload('/about', true, { path: '/about', at: now + 5000 }, now)).toBe(true);
  });
});

describe('parseAttempt', () => {
  it('reads what reloadOnce stores, and nothing else', () => {
    expect(parseAttempt('{"path":"/blog","at":12}')).toEqual({ path: '/blog', at: 12 });
    expect(parseAttempt(null)).toBeNull();
    expect(parseAttempt('not json')).toBeNull();
    expect(parseAttempt('{"path":3,"at":"x"}')).toBeNull();
  });
});
