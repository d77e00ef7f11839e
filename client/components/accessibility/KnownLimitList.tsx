import type { KnownLimit } from '../../texts/en/accessibility.js';

/** The parts of the site in outside vendors' frames, each with the other way to do what it does. */
export function KnownLimitList({ limits, alternative }: { limits: KnownLimit[]; alternative: string }) {
  return (
    <ul className="mt-4 grid gap-4">
      {limits.map((limit) => (
        <li key={limit.part} className="rounded-xl border border-brand-100 bg-white p-5">
          <h3 className="font-sans text-lg font-semibold text-brand-900">{limit.part}</h3>
          <p className="mt-1 text-base text-muted">{limit.where}</p>
          <p className="mt-2 text-base">
            <span className="font-semibold">{alternative}</span> {limit.alternative}
          </p>
        </li>
      ))}
    </ul>
  );
}
