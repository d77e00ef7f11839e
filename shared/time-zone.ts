/**
 * The clinic's time zone: the blog's dates and the hours table's "today" follow it, so the server and
 * every browser print the same text (a mismatch would break hydration); the footer's year needs none
 * (shared/year). Both read it through Temporal where the runtime has it: in Chromium a page's first
 * `Intl` formatter loads the locale data, a long task on a slow phone (docs/performance.md, First
 * paint); `Intl` elsewhere. Each keeps its few lines to itself: a module shared by the blog and
 * /contact would be a chunk of its own, with bytes the blog's budget does not have.
 */
export const CLINIC_TIME_ZONE = 'America/New_York';

/** The part of the Temporal API the dates use; `globalThis.Temporal` is undefined where it is missing. */
export type TemporalApi = {
  Instant: {
    fromEpochMilliseconds(ms: number): {
      toZonedDateTimeISO(timeZone: string): { year: number; month: number; day: number; dayOfWeek: number };
    };
  };
};
