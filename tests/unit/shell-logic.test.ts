import { describe, expect, it, vi } from 'vitest';
import { clinicYear } from '../../shared/year.js';
import { CLINIC_TIME_ZONE } from '../../shared/time-zone.js';
import { createToastStore } from '../../client/lib/toast-store.js';

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
