import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { createPositionStore, scrollActionFor, scrollKey, type PositionStore } from '../../lib/scroll-restoration.js';

type Tracker = { key: string | null; positions: PositionStore };

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Records the scroll position of the current history entry for the page's whole life. It starts
 * when this module loads, before the router is created: on back and forward the router may
 * render the next page synchronously inside its popstate listener, so ours must run first to
 * catch the leaving entry's position.
 */
function startTracking(): Tracker {
  const tracker: Tracker = { key: null, positions: createPositionStore(sessionStorageOrNull()) };
  window.history.scrollRestoration = 'manual';
  const record = () => {
    if (tracker.key) tracker.positions.set(tracker.key, window.scrollY);
  };
  window.addEventListener('popstate', record);
  window.addEventListener('scroll', record, { passive: true });
  window.addEventListener('pagehide', () => tracker.positions.persist());
  document.addEventListener(
    'visibilitychange',
    () => document.visibilityState === 'hidden' && tracker.positions.persist(),
  );
  return tracker;
}

const tracker = typeof window === 'undefined' ? null : startTracking();

/**
 * New pages start at the top (or at their #fragment); back and forward restore the saved position.
 * After a page change focus moves to <main>, so keyboard and screen reader users start on the new content.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | null>(null);

  // Before paint, so the new page never flashes at the old position.
  useLayoutEffect(() => {
    if (!tracker) return;
    const initial = tracker.key === null;
    const key = scrollKey(location);
    tracker.key = key;
    const action = scrollActionFor({ navigationType, hash: location.hash, saved: tracker.positions.get(key), initial });
    if (action.type === 'restore') window.scrollTo(0, action.y);
    else if (action.type === 'top') window.scrollTo(0, 0);
    else if (action.type === 'hash') {
      const target = document.getElementById(action.id);
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    }
    if (!initial) tracker.positions.persist();

    const pathChanged = previousPath.current !== null && previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    if (pathChanged && action.type !== 'hash') document.getElementById('main')?.focus({ preventScroll: true });
  }, [location, navigationType]);

  return null;
}
