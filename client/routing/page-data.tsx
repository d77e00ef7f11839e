import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { DataSources, PageRoute } from './types.js';

/** The data the server loaded for the first page, keyed by its path and query. */
export type InitialPageData = { key: string; data: unknown };

type Context = { initial: InitialPageData | null; sources: DataSources };

const PageDataContext = createContext<Context | null>(null);

export function PageDataProvider({ initial, sources, children }: Context & { children: ReactNode }) {
  const value = useMemo(() => ({ initial, sources }), [initial, sources]);
  return <PageDataContext.Provider value={value}>{children}</PageDataContext.Provider>;
}

export const pageDataKey = (pathname: string, search: string) => pathname + search;

/**
 * The route's data for the current location: resolved for the page the server rendered, a promise
 * after a client-side navigation (so the page can show skeletons while it loads).
 */
export function usePageData(route: PageRoute): unknown {
  const context = useContext(PageDataContext);
  if (!context) throw new Error('page data needs <PageDataProvider>');
  const location = useLocation();
  const params = useParams();
  const key = pageDataKey(location.pathname, location.search);
  return useMemo(() => {
    if (!route.data) return undefined;
    if (context.initial?.key === key) return context.initial.data;
    const url = new URL(key, window.location.origin);
    return Promise.resolve(route.data({ params, url, sources: context.sources })).then((loaded) => loaded.data);
    // A new location (even to the same path) loads afresh; params follow the location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, key, route]);
}

/** Renders `children` with the value, suspending (to the nearest <Suspense> fallback) while it is a promise. */
export function Resolved<T>({ value, children }: { value: T | Promise<T>; children(value: T): ReactNode }) {
  const resolved = value instanceof Promise ? use(value) : value;
  return <>{children(resolved)}</>;
}
