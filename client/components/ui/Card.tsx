import type { HTMLAttributes } from 'react';

/** The card look (rounded, hairline border, soft shadow), also for elements that are not a <div> Card. */
export const cardSurface = 'rounded-[var(--radius-card)] border border-brand-100 bg-white shadow-[var(--shadow-card)]';

export function Card({ className = '', ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={`${cardSurface} p-6 ${className}`} {...props} />;
}
