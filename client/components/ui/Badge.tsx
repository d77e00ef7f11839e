import type { HTMLAttributes } from 'react';

type Tone = 'brand' | 'accent' | 'light';

const tones: Record<Tone, string> = {
  brand: 'bg-brand-50 text-brand-700 ring-brand-200',
  accent: 'bg-accent-50 text-accent-800 ring-accent-100',
  // On dark backgrounds.
  light: 'bg-white/15 text-white ring-white/30',
};

export function Badge({ tone = 'brand', className = '', ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset ${tones[tone]} ${className}`}
      {...props}
    />
  );
}
