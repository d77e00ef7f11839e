/**
 * A top-level link of the desktop bar; the current page (or section) gets an accent underline. A little
 * tighter below the extra-large width, so the longest language's links still fit the bar's one row.
 */
export const topLinkClasses =
  'relative inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-2 text-[0.9rem] xl:px-3.5 xl:text-[0.95rem] font-medium text-ink transition-colors hover:bg-brand-50 hover:text-brand-800 aria-expanded:bg-brand-50 aria-expanded:text-brand-800 aria-[current]:text-brand-800 after:absolute after:inset-x-2 xl:after:inset-x-3.5 after:bottom-0.5 after:h-0.5 after:rounded-full after:bg-accent-700 after:opacity-0 aria-[current]:after:opacity-100';
