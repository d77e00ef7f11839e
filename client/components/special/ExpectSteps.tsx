import type { SpecialContent } from '../../texts/en/special.js';
import { useTexts } from '../../locale-context.js';
import { cardSurface } from '../ui/Card.js';

/** What to expect, in three numbered steps (an ordered list, so the numbers are announced too). */
export function ExpectSteps({ special }: { special: SpecialContent }) {
  const { step: stepLabel } = useTexts().offers.special.expect;
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {special.steps.map((step, index) => (
        <li key={step.title} className={`${cardSurface} relative p-6 pt-8`}>
          <span
            aria-hidden="true"
            className="absolute -top-5 left-6 inline-flex size-10 items-center justify-center rounded-full bg-accent-700 font-display text-lg font-semibold text-white"
          >
            {index + 1}
          </span>
          <h3 className="text-xl font-semibold">
            <span className="sr-only">{stepLabel(index + 1)}</span>
            {step.title}
          </h3>
          <p className="mt-2 text-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
