import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { useSite } from '../../site-context.js';
import { useTexts } from '../../locale-context.js';
import { JsonLd } from './JsonLd.js';
import { breadcrumbList, type Crumb } from './breadcrumb-list.js';

/** The trail to the current page (the last crumb), with the same trail as BreadcrumbList data. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { siteUrl } = useSite();
  const { breadcrumbLabel } = useTexts().common;
  return (
    <>
      <nav aria-label={breadcrumbLabel} className="mb-6 text-sm">
        <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-muted">
          {items.map((item, index) => {
            const last = index === items.length - 1;
            return (
              <li key={item.href} className="flex items-center gap-1.5">
                {last ? (
                  <span aria-current="page" className="font-semibold text-brand-800">
                    {item.label}
                  </span>
                ) : (
                  <>
                    <Link to={item.href} className="rounded-sm underline-offset-4 hover:text-brand-700 hover:underline">
                      {item.label}
                    </Link>
                    <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-brand-500" />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbList(items, siteUrl)} />
    </>
  );
}
