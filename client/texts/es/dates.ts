import type { DateTexts } from '../../../shared/dates.js';

/** Dates as Spanish writes them: '5 de enero de 2026', '5 ene 2026'. */
export const dates: DateTexts = {
  months: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  long: ({ year, month, day }) => `${day} de ${month} de ${year}`,
  short: ({ year, month, day }) => `${day} ${month.slice(0, 3)} ${year}`,
};
