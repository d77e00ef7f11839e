import { CLINIC_TIME_ZONE } from './time-zone.js';

/**
 * Dates as the clinic's visitors read them. The time zone and locale are fixed so the server and
 * every browser print the same text (a mismatch would break hydration).
 */
const LOCALE = 'en-US';

const longFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: CLINIC_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const shortFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: CLINIC_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});
// A date without a time ('2026-01-05') is a calendar day, not UTC midnight: print it as written.
const longDayFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const shortDayFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function format(value: string, withTime: Intl.DateTimeFormat, dayOnly: Intl.DateTimeFormat): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return (DATE_ONLY.test(value) ? dayOnly : withTime).format(date);
}

/** 'January 5, 2026' (the list and the post). */
export const formatLongDate = (value: string) => format(value, longFormat, longDayFormat);

/** 'Jan 5, 2026' (the sidebar). */
export const formatShortDate = (value: string) => format(value, shortFormat, shortDayFormat);

/** The machine-readable value for <time dateTime>. */
export function isoDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
