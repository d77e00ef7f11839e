const yearFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric' });

/** The calendar year at the clinic (Florida), so the server and every browser render the same text. */
export function clinicYear(date: Date = new Date()): number {
  return Number(yearFormat.format(date));
}
