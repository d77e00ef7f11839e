import { CLINIC_TIME_ZONE } from './time-zone.js';

const yearFormat = new Intl.DateTimeFormat('en-US', { timeZone: CLINIC_TIME_ZONE, year: 'numeric' });

/** The calendar year at the clinic, so the server and every browser print the same footer. */
export function clinicYear(date: Date = new Date()): number {
  return Number(yearFormat.format(date));
}

/**
 * The clinic's year, recomputed only when the calendar can have turned: the year starts in Florida
 * at 05:00 UTC on January 1 (Eastern Standard Time, never daylight time, in January).
 */
export function clinicYearClock(now: () => number = Date.now): () => number {
  let year = 0;
  let from = 0;
  let until = 0;
  return () => {
    const t = now();
    if (t < from || t >= until) {
      year = clinicYear(new Date(t));
      from = Date.UTC(year, 0, 1, 5);
      until = Date.UTC(year + 1, 0, 1, 5);
    }
    return year;
  };
}
