import { useSyncExternalStore } from 'react';

function onWindowLoad(notify: () => void) {
  window.addEventListener('load', notify, { once: true });
  return () => window.removeEventListener('load', notify);
}

/** Becomes true once the window's load event has fired (every image, style and script is in). */
export function useWindowLoaded(): boolean {
  return useSyncExternalStore(
    onWindowLoad,
    () => document.readyState === 'complete',
    () => false,
  );
}
