import type { DateTexts } from '../../../shared/dates.js';

/** Dates as US English writes them: 'January 5, 2026', 'Jan 5, 2026'. */
export const dates: DateTexts = {
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  long: ({ year, month, day }) => `${month} ${day}, ${year}`,
  short: ({ year, month, day }) => `${month.slice(0, 3)} ${day}, ${year}`,
};
