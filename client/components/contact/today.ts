import { CLINIC_TIME_ZONE, type TemporalApi } from '../../../shared/time-zone.js';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * The day of the week (0 = Sunday, as Date#getDay) of an instant in a time zone; by default the
 * clinic's, so "today" on the hours table is the clinic's day wherever the visitor is.
 */
export function weekdayIndexIn(date: Date, timeZone: string = CLINIC_TIME_ZONE): number {
  const temporal = (globalThis as { Temporal?: TemporalApi }).Temporal;
  if (temporal)
    return temporal.Instant.fromEpochMilliseconds(date.getTime()).toZonedDateTimeISO(timeZone).dayOfWeek % 7;
  return weekdays.indexOf(new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(date));
}
