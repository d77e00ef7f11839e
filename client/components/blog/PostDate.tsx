import { formatLongDate, formatShortDate, isoDate } from '../../../shared/dates.js';
import { useTexts } from '../../locale-context.js';

/** A post's date in the page's language: long in the list and post, short in the sidebar. */
export function PostDate({
  value,
  format = 'long',
  className,
}: {
  value: string;
  format?: 'long' | 'short';
  className?: string;
}) {
  const { dates } = useTexts();
  const text = format === 'long' ? formatLongDate(value, dates) : formatShortDate(value, dates);
  if (!text) return null;
  return (
    <time dateTime={isoDate(value)} className={className}>
      {text}
    </time>
  );
}
