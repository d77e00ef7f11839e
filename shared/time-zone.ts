/**
 * The clinic's time zone: the blog's dates and the hours table's "today" follow it, so the server and
 * every browser print the same text (a mismatch would break hydration). The footer's year needs no
 * time-zone data (shared/year).
 *
 * Both read the zone through the standard Temporal API where the runtime has it: 0.2–0.5 ms in Chromium,
 * where a page's first `Intl` formatter loads the locale data first (11–29 ms at full speed, measured:
 * a task over 50 ms on a slow phone). `Intl` elsewhere (Node, browsers without Temporal). Each keeps its
 * few lines to itself: a module shared by the blog and /contact would be a chunk of its own, and its
 * bytes the blog's budget does not have.
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
