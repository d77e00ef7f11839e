/**
 * The clinic's time zone: dates, the year and "today" follow it, so the server and every browser print
 * the same text (a mismatch would break hydration). A module of its own, so the footer's year does not
 * bring the blog's date formats into every page's JavaScript.
 */
export const CLINIC_TIME_ZONE = 'America/New_York';
