/** The clinic's time zone: "today" on the hours table is the clinic's day, wherever the visitor is. */
export const clinicTimeZone = 'America/New_York';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The day of the week (0 = Sunday, as Date#getDay) of an instant in a time zone. */
export function weekdayIndexIn(date: Date, timeZone: string = clinicTimeZone): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(date);
  return weekdays.indexOf(name);
}
