import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { Temporal } from 'temporal-polyfill';
import { uiTexts } from '../../client/texts/ui.js';
import { formatLongDate, formatShortDate, isoDate } from '../../shared/dates.js';
import { CLINIC_TIME_ZONE } from '../../shared/time-zone.js';
import { weekdayIndexIn } from '../../client/components/contact/today.js';

const englishDates = uiTexts.en.dates;

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('blog dates', () => {
  it('uses the US long format in the list and post, the short one in the sidebar', () => {
    expect(formatLongDate('2026-01-05T15:00:00Z', englishDates)).toBe('January 5, 2026');
    expect(formatShortDate('2026-01-05T15:00:00Z', englishDates)).toBe('Jan 5, 2026');
    expect(formatLongDate('2026-11-02T09:00:00-05:00', englishDates)).toBe('November 2, 2026');
    expect(formatShortDate('2026-09-07T09:00:00-04:00', englishDates)).toBe('Sep 7, 2026');
  });

  it.each(['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Tokyo', 'America/Los_Angeles', 'Europe/Berlin'])(
    'prints the clinic’s (America/New_York) day whatever the machine’s zone (%s)',
    (zone) => {
      process.env.TZ = zone;
      // 03:30 UTC on Jan 6 is still the evening of Jan 5 in Palm Harbor (UTC-5 in winter).
      expect(formatLongDate('2026-01-06T03:30:00Z', englishDates)).toBe('January 5, 2026');
      expect(formatShortDate('2026-01-06T03:30:00Z', englishDates)).toBe('Jan 5, 2026');
      // In summer the offset is UTC-4: 03:59 UTC is the previous evening, 04:00 UTC is midnight.
      expect(formatLongDate('2026-07-05T03:59:00Z', englishDates)).toBe('July 4, 2026');
      expect(formatLongDate('2026-07-05T04:00:00Z', englishDates)).toBe('July 5, 2026');
      // A date without a time is the calendar day as written, never shifted.
      expect(formatLongDate('2026-01-05', englishDates)).toBe('January 5, 2026');
      expect(formatShortDate('2026-01-05', englishDates)).toBe('Jan 5, 2026');
    },
  );

  it('gives the same text in a process started in another time zone', () => {
    const script = `Promise.all([import('./shared/dates.ts'), import('./client/texts/en/dates.ts')]).then(([d, { dates }]) => process.stdout.write(d.formatLongDate('2026-01-06T03:30:00Z', dates) + '|' + d.formatShortDate('2026-03-08T06:30:00Z', dates)))`;
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Niue']) {
      const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
        env: { ...process.env, TZ: zone },
        encoding: 'utf8',
      });
      expect(out).toBe('January 5, 2026|Mar 8, 2026');
    }
  });

  it('prints nothing for an invalid date rather than "Invalid Date"', () => {
    expect(formatLongDate('not a date', englishDates)).toBe('');
    expect(formatShortDate('', englishDates)).toBe('');
    expect(isoDate('nope')).toBe('');
    expect(isoDate('2026-01-05T09:00:00-05:00')).toBe('2026-01-05T14:00:00.000Z');
  });
});

/** What the time-zone database says, through Intl, the reference the dates are checked against. */
const reference = (timeZone: string, month: 'long' | 'short') =>
  new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month, day: 'numeric' });
const weekdayReference = new Intl.DateTimeFormat('en-US', { timeZone: CLINIC_TIME_ZONE, weekday: 'short' });
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = Date.UTC(1970, 0, 1);
const END = Date.UTC(2100, 0, 1);

/** The clinic's midnight starting a calendar day (`day` past the month's end rolls over, as Date.UTC does). */
const clinicMidnight = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return Temporal.PlainDate.from({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  }).toZonedDateTime(CLINIC_TIME_ZONE).epochMilliseconds;
};

// The instants where a date can go wrong, 1970 to 2100: around every daylight-saving change of the clinic's zone,
// around its midnight at each month's turn and the leap days, and hours of the day through the years.
const instants = function* () {
  let zoned = Temporal.Instant.fromEpochMilliseconds(START).toZonedDateTimeISO(CLINIC_TIME_ZONE);
  for (let next = zoned.getTimeZoneTransition('next'); next && next.epochMilliseconds < END;) {
    for (const offset of [-HOUR, -MINUTE, 0, MINUTE, HOUR]) yield new Date(next.epochMilliseconds + offset);
    zoned = next;
    next = zoned.getTimeZoneTransition('next');
  }
  for (let year = 1970; year < 2100; year++) {
    for (let month = 1; month <= 12; month++) {
      const turn = clinicMidnight(year, month, 1);
      for (const offset of [-MINUTE, 0, MINUTE]) yield new Date(turn + offset);
      const leapDay = clinicMidnight(year, 2, 29);
      if (month === 2) for (const offset of [-MINUTE, 0, MINUTE]) yield new Date(leapDay + offset);
      const mid = Date.UTC(year, month - 1, 15);
      // Every fifth hour, starting a month later each time: over the years every hour of the day comes round.
      for (let hour = month % 5; hour < 24; hour += 5) yield new Date(mid + hour * HOUR);
    }
  }
};

function expectSameAsTheTimeZoneDatabase() {
  const long = reference(CLINIC_TIME_ZONE, 'long');
  const short = reference(CLINIC_TIME_ZONE, 'short');
  const longDay = reference('UTC', 'long');
  const wrong: string[] = [];
  for (const date of instants()) {
    const iso = date.toISOString();
    if (formatLongDate(iso, englishDates) !== long.format(date))
      wrong.push(`${iso}: ${formatLongDate(iso, englishDates)}`);
    if (formatShortDate(iso, englishDates) !== short.format(date))
      wrong.push(`${iso}: ${formatShortDate(iso, englishDates)}`);
    if (WEEKDAYS[weekdayIndexIn(date)] !== weekdayReference.format(date)) wrong.push(`${iso}: weekday`);
    const dayOnly = iso.slice(0, 10);
    if (date.getUTCHours() < 7 && formatLongDate(dayOnly, englishDates) !== longDay.format(date)) wrong.push(dayOnly);
    if (wrong.length > 5) break;
  }
  expect(wrong).toEqual([]);
}

describe('blog dates and the hours table’s weekday, on the clinic’s calendar from 1970 to 2100', () => {
  it('match the time-zone database where the runtime has no Temporal (Node 20, some browsers)', () => {
    expect((globalThis as { Temporal?: unknown }).Temporal).toBeUndefined();
    expectSameAsTheTimeZoneDatabase();
  });

  describe('where it has Temporal (Chromium)', () => {
    beforeAll(() => void ((globalThis as { Temporal?: unknown }).Temporal = Temporal));
    afterAll(() => void delete (globalThis as { Temporal?: unknown }).Temporal);

    it('match the time-zone database', () => expectSameAsTheTimeZoneDatabase());
  });
});
