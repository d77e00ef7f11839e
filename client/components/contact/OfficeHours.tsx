import { Fragment } from 'react';
import { officeHours } from '../../../shared/clinic.js';
import { formatDayHours, type DayHoursText } from '../../../shared/office-hours.js';
import { useTexts } from '../../locale-context.js';

/**
 * Roomy rows with dividers (the contact page's card) or a small two-column list beside other details,
 * where the Today badge follows the hours so the day column stays narrow on phones.
 */
const densities = {
  roomy: {
    table: 'w-full',
    row: 'border-b border-brand-100 last:border-0',
    day: 'py-3 pl-3 pr-4 font-semibold @max-[20rem]:pb-0',
    hours: 'py-3 pl-2 pr-3 text-right @max-[20rem]:pl-3 @max-[20rem]:pt-1',
    // Beside the day, every day keeps the badge's room (hidden), so marking today (in the browser)
    // widens no column: the right-aligned hours would otherwise move where the table shows above the fold.
    badgeAfter: 'day',
  },
  compact: {
    table: '-mx-1.5 text-sm',
    row: '',
    day: 'py-0.5 pl-1.5 pr-4 font-medium',
    hours: 'py-0.5 pl-0 pr-1.5 @max-[20rem]:pl-1.5',
    badgeAfter: 'hours',
  },
} as const;

// Too narrow for two columns (a small phone, or enlarged text): each day's hours go under the day.
const stackedWhenNarrow = '@max-[20rem]:block @max-[20rem]:text-left';

const badgeClass = 'ml-2 rounded-full bg-white px-2 py-0.5 text-xs font-semibold uppercase text-brand-800';
/**
 * Shown on today's row only: beside the day it keeps its room on every row, after the hours it takes none.
 * The line may end before it (a <wbr>): it is a word of its own, though no space comes before it.
 */
const badge = (hidden: 'invisible' | 'hidden', today: string) => (
  <>
    <wbr />
    <span
      data-today-badge=""
      aria-hidden="true"
      className={`${hidden} group-data-[today]:inline ${badgeClass} group-data-[today]:visible`}
    >
      {today}
    </span>
  </>
);

const noWrap = (text: string) => <span className="whitespace-nowrap">{text}</span>;

/**
 * "8am-12pm and 2pm-6pm": each period stays on one line; only the "and" between them may break. Words
 * ("By appointment only") wrap as usual; a single word ("Closed") has the span of a period too.
 */
function HoursText({ line, and }: { line: DayHoursText; and: string }) {
  if (!line.periods.length) return line.hours.includes(' ') ? line.hours : noWrap(line.hours);
  return line.periods.map((period, i) => (
    <Fragment key={period}>
      {i > 0 && and}
      {noWrap(period)}
    </Fragment>
  ));
}

type Props = { headingId: string; density?: keyof typeof densities };

/**
 * The office hours in the page's language (in English exactly as the spec states them), labelled by the
 * heading `headingId`. Today's row is marked only in the browser (enhance/office-hours.ts sets
 * `data-today`): the server cannot know the visitor's day without making the HTML differ per request.
 */
export function OfficeHours({ headingId, density = 'roomy' }: Props) {
  const style = densities[density];
  const words = useTexts().contact.officeHours;
  const rows = officeHours.map((day) => formatDayHours(day, words));

  return (
    <div className="@container">
      <table className={`border-collapse text-left ${style.table}`} aria-labelledby={headingId}>
        <thead className="sr-only">
          <tr>
            <th scope="col">{words.dayColumn}</th>
            <th scope="col">{words.hoursColumn}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.dayIndex}
              data-weekday={row.dayIndex}
              className={`group ${style.row} ${stackedWhenNarrow} data-[today]:bg-brand-700 data-[today]:text-white @max-[20rem]:data-[today]:rounded-lg`}
            >
              <th
                scope="row"
                className={`${style.day} ${stackedWhenNarrow} text-brand-900 group-data-[today]:rounded-l-lg group-data-[today]:text-white`}
              >
                {row.day}
                {style.badgeAfter === 'day' && badge('invisible', words.today)}
              </th>
              <td
                className={`${style.hours} ${stackedWhenNarrow} text-muted group-data-[today]:rounded-r-lg group-data-[today]:text-white`}
              >
                <HoursText line={row} and={words.and} />
                {style.badgeAfter === 'hours' && badge('hidden', words.today)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
