import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { createPositionStore, scrollActionFor, scrollKey, type PositionStore } from '../../lib/scroll-restoration.js';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * New pages start at the top (or at their #fragment); back and forward restore the saved position.
 * After a page change focus moves to <main>, so keyboard and screen reader users start on the new content.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const store = useRef<PositionStore | null>(null);
  const currentKey = useRef<string | null>(null);
  const previousPath = useRef<string | null>(null);

  // Record the position continuously, so it is known before any navigation starts.
  useEffect(() => {
    const positions = (store.current ??= createPositionStore(sessionStorageOrNull()));
    const previousMode = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (currentKey.current) positions.set(currentKey.current, window.scrollY);
    };
    const onHide = () => positions.persist();
    const onVisibility = () => document.visibilityState === 'hidden' && positions.persist();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      window.history.scrollRestoration = previousMode;
    };
  }, []);

  // Before paint, so the new page never flashes at the old position.
  useLayoutEffect(() => {
    const positions = (store.current ??= createPositionStore(sessionStorageOrNull()));
    const initial = currentKey.current === null;
    const key = scrollKey(location);
    currentKey.current = key;
    const action = scrollActionFor({ navigationType, hash: location.hash, saved: positions.get(key), initial });
    if (action.type === 'restore') window.scrollTo(0, action.y);
    else if (action.type === 'top') window.scrollTo(0, 0);
    else if (action.type === 'hash') {
      const target = document.getElementById(action.id);
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    }
    if (!initial) positions.persist();

    const pathChanged = previousPath.current !== null && previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    if (pathChanged && action.type !== 'hash') document.getElementById('main')?.focus({ preventScroll: true });
  }, [location, navigationType]);

  return null;
}
