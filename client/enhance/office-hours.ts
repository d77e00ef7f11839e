import { weekdayIndexIn } from '../components/contact/today.js';

/**
 * Marks today's row of every office-hours table: only the browser knows the visitor's moment, and the
 * server's HTML stays the same for everyone. The row's look follows `data-today` (OfficeHours.tsx).
 */
export function markToday() {
  const today = String(weekdayIndexIn(new Date()));
  for (const row of document.querySelectorAll<HTMLElement>(`tr[data-weekday="${today}"]`)) {
    row.dataset.today = 'true';
    row.setAttribute('aria-current', 'date');
    row.querySelector('[data-today-badge]')?.removeAttribute('aria-hidden');
  }
}
