import { MessagesSquare, ScanLine, Activity, Zap, type LucideIcon } from 'lucide-react';
import { special, type SpecialItem } from '../../content/special.js';

const icons: Record<SpecialItem['id'], LucideIcon> = {
  consultation: MessagesSquare,
  xrays: ScanLine,
  adjustment: Activity,
  laser: Zap,
};

/** What the special includes: consultation, X-rays, adjustment and laser therapy. */
export function SpecialIncludes() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {special.includes.map((item) => {
        const Icon = icons[item.id];
        return (
          <li key={item.id} className="rounded-[var(--radius-card)] border border-brand-100 bg-white p-6 shadow-[var(--shadow-card)]">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-xl font-semibold">{item.title}</h3>
            <p className="mt-2 text-muted">{item.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
