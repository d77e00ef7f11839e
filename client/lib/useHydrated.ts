import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/** False on the server and while hydrating, true once React runs in the browser: client-only state. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
