import { formatLongDate, formatShortDate, isoDate } from '../../../shared/dates.js';

/** A post's date: long ('January 5, 2026') in the list and post, short ('Jan 5, 2026') in the sidebar. */
export function PostDate({
  value,
  format = 'long',
  className,
}: {
  value: string;
  format?: 'long' | 'short';
  className?: string;
}) {
  const text = format === 'long' ? formatLongDate(value) : formatShortDate(value);
  if (!text) return null;
  return (
    <time dateTime={isoDate(value)} className={className}>
      {text}
    </time>
  );
}
