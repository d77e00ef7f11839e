import { useEffect, useState } from 'react';
import { officeHours } from '../../../shared/clinic.js';
import { weekdayIndexIn } from './today.js';

/**
 * The office hours exactly as the spec states them. Today's row is marked only in the browser, after
 * hydration: the server cannot know the visitor's day without making the HTML differ per request.
 */
export function OfficeHours({ headingId = 'office-hours' }: { headingId?: string }) {
  const [today, setToday] = useState<number | null>(null);
  useEffect(() => setToday(weekdayIndexIn(new Date())), []);

  return (
    <table className="w-full border-collapse text-left" aria-labelledby={headingId}>
      <thead className="sr-only">
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Hours</th>
        </tr>
      </thead>
      <tbody>
        {officeHours.map((row) => {
          const isToday = row.dayIndex === today;
          return (
            <tr
              key={row.day}
              aria-current={isToday ? 'date' : undefined}
              data-today={isToday || undefined}
              className={`border-b border-brand-100 last:border-0 ${isToday ? 'bg-brand-700 text-white' : ''}`}
            >
              <th scope="row" className={`py-3 pl-3 pr-4 font-semibold ${isToday ? 'rounded-l-lg' : 'text-brand-900'}`}>
                {row.day}
                {isToday && <span className="ml-2 rounded-full bg-white px-2 py-0.5 text-xs font-semibold uppercase text-brand-800">Today</span>}
              </th>
              <td className={`py-3 pl-2 pr-3 text-right ${isToday ? 'rounded-r-lg' : 'text-muted'}`}>{row.hours}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
