import { Suspense, useEffect, type ReactNode } from 'react';

// How many <LayoutPart>s RootLayout has; each counts itself off once hydrated.
let waiting = 3;

/**
 * A part of the layout that hydrates on its own. React hydrates what surrounds it first and leaves each
 * server-rendered <Suspense> for later, at a low priority and in slices of a few milliseconds, so no long
 * task holds the page; a click on a part still waiting hydrates that part at once and is then delivered.
 * The fallback never shows: navigations are transitions, which keep the current page on screen.
 */
export function LayoutPart({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      {children}
      <Hydrated />
    </Suspense>
  );
}

/** Once the last part is live: a User Timing mark, and <html data-hydrated> for the browser tests. */
function Hydrated() {
  useEffect(() => {
    if (--waiting) return;
    performance.mark('hydration-end');
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
