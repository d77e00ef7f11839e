import type { ClockTime, DayHours, OpeningPeriod } from './clinic.js';

/**
 * How a language writes the office hours (the texts of `contact.officeHours`): its day names and words,
 * and its way with times: '8am-12pm' in English, '8 a. m.–12 p. m.' in Spanish.
 */
export type OfficeHoursTexts = {
  /** Sunday to Saturday, as Date#getDay counts them. */
  days: readonly string[];
  /** Written after the time: 'am', ' a. m.'. */
  am: string;
  pm: string;
  /** ':00' on the hour ('8:00 a. m.'), or minutes only past it ('8am', '5:30pm'). */
  minutesOnTheHour: boolean;
  /** Between a period's times: '-', '–'. */
  to: string;
  /** Names the half of the day once when both times share it ('2:00–6:00 p. m.'). */
  meridiemOnce: boolean;
  /** Between a day's periods: ' and ', ' y '. */
  and: string;
  byAppointment: string;
  closed: string;
};

/** A day's line of the hours table, in words. */
export type DayHoursText = {
  dayIndex: number;
  day: string;
  /** The opening periods ('8am-12pm'), each to be kept on one line; none when closed or by appointment. */
  periods: string[];
  /** The whole line: the periods joined ('8am-12pm and 2pm-6pm'), or the day's word ('Closed'). */
  hours: string;
};

function clock(time: ClockTime): { hour: number; minute: number } {
  const [hour, minute] = time.split(':').map(Number);
  return { hour: hour!, minute: minute! };
}

const isPm = (time: ClockTime) => clock(time).hour >= 12;

/** '14:30' → '2:30pm'; `withMeridiem` false leaves 'am'/'pm' off. */
function formatTime(time: ClockTime, texts: OfficeHoursTexts, withMeridiem = true): string {
  const { hour, minute } = clock(time);
  const hour12 = hour % 12 || 12;
  const minutes = minute || texts.minutesOnTheHour ? `:${String(minute).padStart(2, '0')}` : '';
  const meridiem = withMeridiem ? (hour >= 12 ? texts.pm : texts.am) : '';
  return `${hour12}${minutes}${meridiem}`;
}

/** '08:00'–'12:00' → '8am-12pm'; '14:00'–'18:00' → '2–6 p. m.' where the language names the half once. */
export function formatPeriod({ opens, closes }: OpeningPeriod, texts: OfficeHoursTexts): string {
  const once = texts.meridiemOnce && isPm(opens) === isPm(closes);
  return `${formatTime(opens, texts, !once)}${texts.to}${formatTime(closes, texts)}`;
}

/** A day of the office hours in a language's words. */
export function formatDayHours(day: DayHours, texts: OfficeHoursTexts): DayHoursText {
  const periods = day.kind === 'open' ? day.periods.map((period) => formatPeriod(period, texts)) : [];
  const hours = day.kind === 'open' ? periods.join(texts.and) : texts[day.kind];
  return { dayIndex: day.dayIndex, day: texts.days[day.dayIndex]!, periods, hours };
}
