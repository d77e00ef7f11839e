import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The page the router shows (its path and query), which a move to a #fragment does not change. */
let routerPage = typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;

// Listening from when this module loads, before the router does: listeners on the window hear an event
// in the order they were added, and this one must keep the router from hearing such a move at all.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => {
    if (window.location.pathname + window.location.search === routerPage) event.stopImmediatePropagation();
  });
}

/**
 * Keeps the browser's moves within one page (a link to a #fragment: the skip link, a table of contents,
 * the home contact section's switch, and Back or Forward between them) from the router. Told of one, the
 * router renders the whole page again at once (React renders what a `popstate` asks for without
 * yielding), reloads its data, and wipes any part whose code is still on its way, with what was typed
 * in it: React replaces a part that has not hydrated when such an update reaches it.
 */
export function useFragmentMovesOutsideRouter() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    routerPage = pathname + search;
  }, [pathname, search]);
}
