import { useId } from 'react';
import { fill } from '../../lib/fill.js';

/** lucide's star on its 24-unit grid. */
const STAR =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
/** One star and a tenth of one as the gap. */
const STEP = 26.4;

type Props = {
  rating?: number;
  /** What it is read out as, `{n}` standing for the rating ("{n} out of 5 stars"). */
  label: string;
  /** Height and colour of the row, e.g. "h-5 text-star". */ className?: string;
  /** The drawn star's element id; inside an island, give one (React's ids differ between its root and the page's). */
  id?: string;
};

/**
 * A row of five stars, read out once as "5 out of 5 stars". One SVG draws the star once and repeats it
 * with <use>: the home page shows a row per review (and per carousel copy), and this keeps its HTML and DOM small.
 */
export function Stars({ rating = 5, label, className = 'h-5 text-star', id: givenId }: Props) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const dim = (i: number) => (i < rating ? undefined : 0.3);
  return (
    <svg
      role="img"
      aria-label={fill(label, { n: rating })}
      viewBox={`0 0 ${STEP * 4 + 24} 24`}
      fill="currentColor"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      className={`inline-block w-auto shrink-0 ${className}`}
    >
      <path id={id} d={STAR} opacity={dim(0)} />
      {[1, 2, 3, 4].map((i) => (
        <use key={i} href={`#${id}`} x={i * STEP} opacity={dim(i)} />
      ))}
    </svg>
  );
}
