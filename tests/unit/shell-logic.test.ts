import { describe, expect, it, vi } from 'vitest';
import { createPositionStore, scrollActionFor, scrollKey } from '../../client/lib/scroll-restoration.js';
import { clinicYear } from '../../shared/year.js';
import { CLINIC_TIME_ZONE } from '../../shared/time-zone.js';
import { createToastStore } from '../../client/lib/toast-store.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('scroll restoration', () => {
  it('starts new pages at the top and restores positions on back and forward', () => {
    expect(scrollActionFor({ navigationType: 'PUSH', hash: '', saved: 400, initial: false })).toEqual({ type: 'top' });
    expect(scrollActionFor({ navigationType: 'REPLACE', hash: '', saved: undefined, initial: false })).toEqual({
      type: 'top',
    });
    expect(scrollActionFor({ navigationType: 'POP', hash: '', saved: 1234, initial: false })).toEqual({
      type: 'restore',
      y: 1234,
    });
    expect(scrollActionFor({ navigationType: 'POP', hash: '', saved: undefined, initial: false })).toEqual({
      type: 'top',
    });
  });

  it('leaves a fresh load alone unless a reload returns to a saved position', () => {
    expect(scrollActionFor({ navigationType: 'POP', hash: '#faq', saved: undefined, initial: true })).toEqual({
      type: 'none',
    });
    expect(scrollActionFor({ navigationType: 'POP', hash: '', saved: 800, initial: true })).toEqual({
      type: 'restore',
      y: 800,
    });
  });

  it('scrolls to the #fragment of a link instead of the top', () => {
    expect(
      scrollActionFor({ navigationType: 'PUSH', hash: '#office-hours', saved: undefined, initial: false }),
    ).toEqual({ type: 'hash', id: 'office-hours' });
    expect(scrollActionFor({ navigationType: 'PUSH', hash: '#caf%C3%A9', saved: undefined, initial: false })).toEqual({
      type: 'hash',
      id: 'café',
    });
    expect(scrollActionFor({ navigationType: 'PUSH', hash: '#%E0%A4%A', saved: undefined, initial: false })).toEqual({
      type: 'hash',
      id: '%E0%A4%A',
    });
    expect(scrollActionFor({ navigationType: 'PUSH', hash: '#', saved: undefined, initial: false })).toEqual({
      type: 'top',
    });
  });

  it('keys entries by history key, and full-load entries by their URL', () => {
    expect(scrollKey({ key: 'abc123', pathname: '/about', search: '' })).toBe('abc123');
    expect(scrollKey({ key: 'default', pathname: '/about', search: '?a=1' })).toBe('default:/about?a=1');
  });

  it('remembers positions across a reload through storage and keeps only the newest entries', () => {
    const storage = memoryStorage();
    const store = createPositionStore(storage, 'positions', 3);
    store.set('a', 100.4);
    store.set('b', 200);
    store.set('c', -5);
    store.set('a', 150);
    store.set('d', 400);
    store.persist();
    const reloaded = createPositionStore(storage, 'positions', 3);
    expect(reloaded.get('a')).toBe(150);
    expect(reloaded.get('b')).toBeUndefined();
    expect(reloaded.get('c')).toBe(0);
    expect(reloaded.get('d')).toBe(400);
  });

  it('survives broken, foreign or unavailable storage', () => {
    expect(createPositionStore(memoryStorage({ positions: 'not json' }), 'positions').get('a')).toBeUndefined();
    expect(createPositionStore(memoryStorage({ positions: '[["a","x"],["b",5],7]' }), 'positions').get('b')).toBe(5);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    const store = createPositionStore(throwing, 'positions');
    store.set('a', 10);
    expect(() => store.persist()).not.toThrow();
    expect(store.get('a')).toBe(10);
    expect(() => createPositionStore(null).persist()).not.toThrow();
  });
});

describe('copyright year', () => {
  it('is the year in Florida, whatever the machine time zone', () => {
    // 03:00 UTC on New Year's Day is still 22:00 on December 31 in Palm Harbor.
    expect(clinicYear(new Date('2026-01-01T03:00:00Z'))).toBe(2025);
    expect(clinicYear(new Date('2026-01-01T06:00:00Z'))).toBe(2026);
    expect(clinicYear(new Date('2026-07-04T12:00:00Z'))).toBe(2026);
  });

  it('agrees with the time-zone database every hour around each New Year, 1970-2100', () => {
    const year = new Intl.DateTimeFormat('en-US', { timeZone: CLINIC_TIME_ZONE, year: 'numeric' });
    const disagreements: string[] = [];
    for (let y = 1970; y <= 2100; y++) {
      for (let hour = -30; hour <= 30; hour++) {
        const date = new Date(Date.UTC(y, 0, 1, hour, 59, 59));
        if (clinicYear(date) !== Number(year.format(date))) disagreements.push(date.toISOString());
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe('toast store', () => {
  it('shows success and destructive toasts, tells subscribers, dismisses and keeps the newest few', () => {
    const store = createToastStore(2);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const first = store.show('success', 'Success!', 'Sent');
    store.show('destructive', 'Error', 'Failed');
    expect(store.getSnapshot().map((t) => [t.variant, t.title, t.description])).toEqual([
      ['success', 'Success!', 'Sent'],
      ['destructive', 'Error', 'Failed'],
    ]);
    const third = store.show('success', 'Message sent');
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['Error', 'Message sent']);
    store.dismiss(first); // already gone: no change, no notification
    store.dismiss(third);
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['Error']);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    store.show('success', 'Later');
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('hands out a new snapshot only when something changed (as useSyncExternalStore needs)', () => {
    const store = createToastStore();
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.show('success', 'Hi');
    expect(store.getSnapshot()).not.toBe(before);
  });
});
