import { Suspense, useCallback, useEffect, useRef, type ReactElement, type ReactNode } from 'react';

/**
 * The layout's parts, each hydrating on its own. React hydrates what surrounds them first and leaves each
 * server-rendered <Suspense> for later, at a low priority and in slices of a few milliseconds, so no long
 * task holds the page; a click on a part still waiting hydrates that part at once and is then delivered.
 * The fallback never shows: navigations are transitions, which keep the current page on screen.
 */
export function useLayoutParts<Name extends string>(parts: Record<Name, ReactNode>): Record<Name, ReactElement> {
  // Each part counts itself off once hydrated; after the last, a User Timing mark and <html data-hydrated>
  // for the browser tests. Parts hydrate once, so the count lives as long as the layout.
  const waitingRef = useRef(Object.keys(parts).length);
  const partHydrated = useCallback(() => {
    if (--waitingRef.current) return;
    performance.mark('hydration-end');
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const wrapped = {} as Record<Name, ReactElement>;
  for (const name of Object.keys(parts) as Name[]) {
    wrapped[name] = (
      <Suspense>
        {parts[name]}
        <Hydrated then={partHydrated} />
      </Suspense>
    );
  }
  return wrapped;
}

function Hydrated({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}
