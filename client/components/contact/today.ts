import { CLINIC_TIME_ZONE } from '../../../shared/time-zone.js';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * The day of the week (0 = Sunday, as Date#getDay) of an instant in a time zone; by default the
 * clinic's, so "today" on the hours table is the clinic's day wherever the visitor is.
 */
export function weekdayIndexIn(date: Date, timeZone: string = CLINIC_TIME_ZONE): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(date);
  return weekdays.indexOf(name);
}
