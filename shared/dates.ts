import { CLINIC_TIME_ZONE, type TemporalApi } from './time-zone.js';

/**
 * Dates as the clinic's visitors read them (US English), on the clinic's calendar, so the server and
 * every browser print the same text (a mismatch would break hydration). Written out from the day's
 * numbers: only the day itself needs the time-zone data (shared/time-zone).
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

type Day = { year: number; month: number; day: number };

// By time zone (the clinic's, and UTC for dates without a time): building a formatter costs far more than using one.
const intlFormats: Record<string, Intl.DateTimeFormat> = {};

/** The day on the calendar of `timeZone` at an instant (shared/time-zone: Temporal where the runtime has it). */
function dayIn(timeZone: string, date: Date): Day {
  const temporal = (globalThis as { Temporal?: TemporalApi }).Temporal;
  if (temporal) return temporal.Instant.fromEpochMilliseconds(+date).toZonedDateTimeISO(timeZone);
  const options = { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' } as const;
  const parts = (intlFormats[timeZone] ??= new Intl.DateTimeFormat('en-US', options)).formatToParts(date);
  return Object.fromEntries(parts.map((part) => [part.type, +part.value])) as Day;
}

function format(value: string, monthLength?: number): string {
  const date = new Date(value);
  if (Number.isNaN(+date)) return '';
  // A date without a time ('2026-01-05') is a calendar day, not UTC midnight: print it as written.
  const { year, month, day } = dayIn(DATE_ONLY.test(value) ? 'UTC' : CLINIC_TIME_ZONE, date);
  return `${MONTHS[month - 1]!.slice(0, monthLength)} ${day}, ${year}`;
}

/** 'January 5, 2026' (the list and the post). */
export const formatLongDate = (value: string) => format(value);

/** 'Jan 5, 2026' (the sidebar). */
export const formatShortDate = (value: string) => format(value, 3);

/** The machine-readable value for <time dateTime>. */
export function isoDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
