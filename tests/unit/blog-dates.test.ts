import { afterEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { formatLongDate, formatShortDate, isoDate } from '../../shared/dates.js';

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('blog dates', () => {
  it('uses the US long format in the list and post, the short one in the sidebar', () => {
    expect(formatLongDate('2026-01-05T15:00:00Z')).toBe('January 5, 2026');
    expect(formatShortDate('2026-01-05T15:00:00Z')).toBe('Jan 5, 2026');
    expect(formatLongDate('2026-11-02T09:00:00-05:00')).toBe('November 2, 2026');
    expect(formatShortDate('2026-09-07T09:00:00-04:00')).toBe('Sep 7, 2026');
  });

  it.each(['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Tokyo', 'America/Los_Angeles', 'Europe/Berlin'])(
    'prints the clinic’s (America/New_York) day whatever the machine’s zone (%s)',
    (zone) => {
      process.env.TZ = zone;
      // 03:30 UTC on Jan 6 is still the evening of Jan 5 in Palm Harbor (UTC-5 in winter).
      expect(formatLongDate('2026-01-06T03:30:00Z')).toBe('January 5, 2026');
      expect(formatShortDate('2026-01-06T03:30:00Z')).toBe('Jan 5, 2026');
      // In summer the offset is UTC-4: 03:59 UTC is the previous evening, 04:00 UTC is midnight.
      expect(formatLongDate('2026-07-05T03:59:00Z')).toBe('July 4, 2026');
      expect(formatLongDate('2026-07-05T04:00:00Z')).toBe('July 5, 2026');
      // A date without a time is the calendar day as written, never shifted.
      expect(formatLongDate('2026-01-05')).toBe('January 5, 2026');
      expect(formatShortDate('2026-01-05')).toBe('Jan 5, 2026');
    },
  );

  it('gives the same text in a process started in another time zone', () => {
    const script = `import('./shared/dates.ts').then(d => process.stdout.write(d.formatLongDate('2026-01-06T03:30:00Z') + '|' + d.formatShortDate('2026-03-08T06:30:00Z')))`;
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Niue']) {
      const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
        env: { ...process.env, TZ: zone },
        encoding: 'utf8',
      });
      expect(out).toBe('January 5, 2026|Mar 8, 2026');
    }
  });

  it('prints nothing for an invalid date rather than "Invalid Date"', () => {
    expect(formatLongDate('not a date')).toBe('');
    expect(formatShortDate('')).toBe('');
    expect(isoDate('nope')).toBe('');
    expect(isoDate('2026-01-05T09:00:00-05:00')).toBe('2026-01-05T14:00:00.000Z');
  });
});
