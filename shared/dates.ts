import { CLINIC_TIME_ZONE, type TemporalApi } from './time-zone.js';

/**
 * Dates as the clinic's visitors read them, in the page's language (its words: `DateTexts`), on the
 * clinic's calendar, so the server and every browser print the same text. Written out from the day's
 * numbers: only the day itself needs the time-zone data (shared/time-zone).
 */
export type DateTexts = {
  /** January to December. */
  months: readonly string[];
  /** The list's and the post's date. */
  long(date: DateParts): string;
  /** The sidebar's date. */
  short(date: DateParts): string;
};

/** A calendar day with its month named. */
export type DateParts = { year: number; month: string; day: number };

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

function parts(value: string, texts: DateTexts): DateParts | undefined {
  const date = new Date(value);
  if (Number.isNaN(+date)) return undefined;
  // A date without a time ('2026-01-05') is a calendar day, not UTC midnight: print it as written.
  const { year, month, day } = dayIn(DATE_ONLY.test(value) ? 'UTC' : CLINIC_TIME_ZONE, date);
  return { year, month: texts.months[month - 1]!, day };
}

/** 'January 5, 2026', '5 de enero de 2026' (the list, the post, the legal pages); '' for no date. */
export function formatLongDate(value: string, texts: DateTexts): string {
  const date = parts(value, texts);
  return date ? texts.long(date) : '';
}

/** 'Jan 5, 2026', '5 ene 2026' (the sidebar); '' for no date. */
export function formatShortDate(value: string, texts: DateTexts): string {
  const date = parts(value, texts);
  return date ? texts.short(date) : '';
}

/** The machine-readable value for <time dateTime>. */
export function isoDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
