import { Check } from 'lucide-react';

type Props = { items: readonly string[]; className?: string; tone?: 'brand' | 'accent' };

/**
 * A bulleted list with check marks (decorative: the list semantics carry the meaning). Where text at
 * 200% leaves a phone's line few letters, the mark goes above its item, leaving the words the whole line.
 */
export function CheckList({ items, className = '', tone = 'brand' }: Props) {
  const mark = tone === 'brand' ? 'bg-brand-100 text-brand-700' : 'bg-accent-50 text-accent-700';
  return (
    <ul className={`grid gap-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 max-[20rem]:flex-col max-[20rem]:gap-1">
          <span className={`mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full ${mark}`}>
            <Check aria-hidden="true" className="size-4" strokeWidth={3} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
