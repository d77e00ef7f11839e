import type { HTMLAttributes } from 'react';

export function Card({ className = '', ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={`rounded-[var(--radius-card)] border border-brand-100 bg-white p-6 shadow-[var(--shadow-card)] ${className}`} {...props} />;
}
