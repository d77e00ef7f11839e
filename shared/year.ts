/**
 * New Year in the clinic's time zone (America/New_York) falls in Eastern Standard Time, UTC-5, every
 * year: the clinic's year turns at 05:00 UTC on January 1. Reckoned from that, the year needs no
 * time-zone database, which Chromium loads on a page's first Intl date format in a long task every
 * page would pay for its footer (docs/performance.md, First paint).
 */
const NEW_YEAR_UTC_HOUR = 5;

/** The calendar year at the clinic, so the server and every browser print the same footer. */
export function clinicYear(date: Date = new Date()): number {
  return new Date(date.getTime() - NEW_YEAR_UTC_HOUR * 3_600_000).getUTCFullYear();
}

/** The clinic's year now, read from a clock that tests can move. */
export function clinicYearClock(now: () => number = Date.now): () => number {
  return () => clinicYear(new Date(now()));
}
