import { describe, expect, it } from 'vitest';
import { officeHours, type DayHours } from '../../shared/clinic.js';
import { formatDayHours, formatPeriod, type OfficeHoursTexts } from '../../shared/office-hours.js';
import { uiTexts } from '../../client/texts/ui.js';

const en = uiTexts.en.contact.officeHours;
const es = uiTexts.es.contact.officeHours;
// Spanish keeps 'a. m.' whole with no-break spaces.
const nbsp = (text: string) => text.replace(/ (?=[ap]\.|m\.)/g, '\u00a0');

const morning = { opens: '08:00', closes: '12:00' } as const;
const afternoon = { opens: '14:00', closes: '18:00' } as const;
// A sample week shaped like the clinic's (the clinic's own may change without a test to edit).
const week: DayHours[] = [
  { dayIndex: 1, kind: 'open', periods: [morning, afternoon] },
  { dayIndex: 2, kind: 'open', periods: [afternoon] },
  { dayIndex: 5, kind: 'open', periods: [morning] },
  { dayIndex: 6, kind: 'byAppointment' },
  { dayIndex: 0, kind: 'closed' },
];
const monday = week[0]!;
const lines = (texts: OfficeHoursTexts) => week.map((day) => formatDayHours(day, texts)).map((d) => [d.day, d.hours]);

describe('office hours in words', () => {
  it('writes the hours in English as the spec states them', () => {
    expect(lines(en)).toEqual([
      ['Monday', '8am-12pm and 2pm-6pm'],
      ['Tuesday', '2pm-6pm'],
      ['Friday', '8am-12pm'],
      ['Saturday', 'By appointment only'],
      ['Sunday', 'Closed'],
    ]);
  });

  it('writes the hours in Spanish as a US clinic does, compact for the narrow table', () => {
    expect(lines(es)).toEqual([
      ['Lunes', nbsp('8 a. m.–12 p. m. y 2–6 p. m.')],
      ['Martes', nbsp('2–6 p. m.')],
      ['Viernes', nbsp('8 a. m.–12 p. m.')],
      ['Sábado', 'Solo con cita'],
      ['Domingo', 'Cerrado'],
    ]);
  });

  it('writes every day of the clinic’s week in both languages', () => {
    for (const texts of [en, es]) {
      for (const day of officeHours) {
        const line = formatDayHours(day, texts);
        expect(line.day, `day ${day.dayIndex}`).toBe(texts.days[day.dayIndex]);
        expect(line.hours.length, `day ${day.dayIndex}`).toBeGreaterThan(0);
      }
    }
  });

  it('gives each opening period apart, to keep on one line, and none on a day without', () => {
    expect(formatDayHours(monday, en)).toEqual({
      dayIndex: 1,
      day: 'Monday',
      periods: ['8am-12pm', '2pm-6pm'],
      hours: '8am-12pm and 2pm-6pm',
    });
    expect(formatDayHours(monday, es).periods).toEqual([nbsp('8 a. m.–12 p. m.'), nbsp('2–6 p. m.')]);
    for (const texts of [en, es]) {
      expect(formatDayHours({ dayIndex: 0, kind: 'closed' }, texts)).toMatchObject({
        periods: [],
        hours: texts.closed,
      });
      expect(formatDayHours({ dayIndex: 6, kind: 'byAppointment' }, texts)).toMatchObject({
        day: texts.days[6],
        periods: [],
        hours: texts.byAppointment,
      });
    }
  });

  it('writes minutes past the hour, noon, midnight and periods across noon in both languages', () => {
    const cases = [
      [{ opens: '07:30', closes: '11:45' }, '7:30am-11:45am', '7:30–11:45 a. m.'],
      [{ opens: '12:00', closes: '17:30' }, '12pm-5:30pm', '12–5:30 p. m.'],
      [{ opens: '00:00', closes: '12:00' }, '12am-12pm', '12 a. m.–12 p. m.'],
      [{ opens: '09:05', closes: '13:00' }, '9:05am-1pm', '9:05 a. m.–1 p. m.'],
      [{ opens: '20:00', closes: '23:59' }, '8pm-11:59pm', '8–11:59 p. m.'],
    ] as const;
    for (const [period, english, spanish] of cases) {
      expect(formatPeriod(period, en)).toBe(english);
      expect(formatPeriod(period, es)).toBe(nbsp(spanish));
    }
  });

  it('names every day of the week once in each language, by Date#getDay', () => {
    for (const texts of [en, es]) {
      expect(texts.days).toHaveLength(7);
      expect(new Set(texts.days).size).toBe(7);
    }
    expect([en.days[0], es.days[0]]).toEqual(['Sunday', 'Domingo']);
  });
});
