import { Link } from 'react-router-dom';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { listPath } from '../../../shared/blog.js';
import { useLocale, useTexts } from '../../locale-context.js';
import { buttonClasses } from '../ui/Button.js';

/** Previous and next links between list pages of 12 posts. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const locale = useLocale();
  const { pagination: words } = useTexts().blog;
  if (totalPages <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;
  return (
    <nav aria-label={words.label} className="mt-12 flex items-center justify-between gap-4">
      {hasPrevious ? (
        <Link
          to={listPath(Math.min(page - 1, totalPages), locale)}
          rel="prev"
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {words.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">{words.status(page, totalPages)}</p>
      {hasNext ? (
        <Link to={listPath(page + 1, locale)} rel="next" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {words.next}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
