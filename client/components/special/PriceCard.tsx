import type { SpecialContent } from '../../texts/en/special.js';
import { useTexts } from '../../locale-context.js';
import { cardSurface } from '../ui/Card.js';

/** The offer at a glance: price, value and savings. */
export function PriceCard({ special }: { special: SpecialContent }) {
  const words = useTexts().offers.special.priceCard;
  return (
    <div className={`${cardSurface} p-8 text-center`}>
      <p className="text-sm font-semibold uppercase tracking-wider text-muted">{words.eyebrow}</p>
      <p className="mt-2 font-display text-7xl font-semibold text-accent-700">{special.price}</p>
      <dl className="mt-6 grid grid-cols-2 divide-x divide-brand-100 rounded-xl bg-brand-50 py-4">
        <div>
          <dt className="text-sm text-muted">{words.regularValue}</dt>
          <dd className="mt-1 text-2xl font-semibold text-brand-900">{special.regularValue}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{words.savings}</dt>
          <dd className="mt-1 text-2xl font-semibold text-brand-900">{special.savings}</dd>
        </div>
      </dl>
      <ul className="mt-6 flex flex-wrap justify-center gap-2 text-sm">
        {special.terms.slice(0, 2).map((term) => (
          <li key={term} className="rounded-full bg-sand-100 px-3 py-1 font-medium text-ink">
            {term}
          </li>
        ))}
      </ul>
    </div>
  );
}
