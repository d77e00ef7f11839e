import type { LucideIcon } from 'lucide-react';
import { cardSurface } from '../ui/Card.js';

export type IconCard = { title: string; description: string; icon: LucideIcon };

const iconTones = {
  brand: 'bg-brand-700 text-white',
  accent: 'bg-accent-50 text-accent-700',
};

/** A responsive grid of cards, each with an icon, a title (h3) and a sentence. */
export function IconCardGrid({
  items,
  iconTone = 'brand',
}: {
  items: readonly IconCard[];
  iconTone?: keyof typeof iconTones;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map(({ title, description, icon: Icon }) => (
        <li key={title} className={`${cardSurface} p-6`}>
          <span className={`inline-flex size-12 items-center justify-center rounded-full ${iconTones[iconTone]}`}>
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-4 text-xl font-semibold">{title}</h3>
          <p className="mt-2 text-muted">{description}</p>
        </li>
      ))}
    </ul>
  );
}
