import { Star } from 'lucide-react';

type Props = { rating?: number; className?: string; starClassName?: string };

/** A row of filled stars read out once as "5 out of 5 stars". */
export function Stars({ rating = 5, className = '', starClassName = 'size-5 text-star' }: Props) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className={`inline-flex gap-0.5 ${className}`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden="true" className={`${starClassName} ${i < rating ? 'fill-current' : 'opacity-30'}`} />
      ))}
    </span>
  );
}
