/**
 * The clinic's time zone: the blog's dates and the hours table's "today" follow it, so the server and
 * every browser print the same text (a mismatch would break hydration). A module of its own, so "today"
 * does not bring the blog's date formats along. The footer's year needs no time-zone data (shared/year).
 */
export const CLINIC_TIME_ZONE = 'America/New_York';
