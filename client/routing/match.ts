import { matchRoutes, type Params } from 'react-router-dom';
import type { PageRoute } from './types.js';

type RouteIndex = { fixed: Map<string, PageRoute>; patterned: PageRoute[]; catchAll: PageRoute | undefined };

const indexes = new WeakMap<PageRoute[], RouteIndex>();

/**
 * The table split once: its fixed paths by their lowercase spelling, and the few routes with a
 * parameter. The router ranks every route of the table on each match, which made matching most
 * of what a page not found costs.
 */
function indexOf(routes: PageRoute[]): RouteIndex {
  let index = indexes.get(routes);
  if (!index) {
    const fixed = new Map<string, PageRoute>();
    const patterned: PageRoute[] = [];
    for (const route of routes) {
      if (/[:*]/.test(route.path)) patterned.push(route);
      else if (!fixed.has(route.path.toLowerCase())) fixed.set(route.path.toLowerCase(), route);
    }
    index = { fixed, patterned, catchAll: routes.find((route) => route.path === '*') };
    indexes.set(routes, index);
  }
  return index;
}

/**
 * The page a path lands on: the catch-all `*` route when none other matches, including paths its
 * pattern does not match (a decoded line break). Matches as the router does: ignoring case and a
 * trailing slash; a path with encoded characters goes to the router whole, which decodes them.
 */
export function matchPage(routes: PageRoute[], pathname: string): { route: PageRoute; params: Params } {
  const { fixed, patterned, catchAll } = indexOf(routes);
  const plain = !pathname.includes('%');
  const key = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const found = plain ? fixed.get(key.toLowerCase()) : undefined;
  if (found) return { route: found, params: {} };
  const match = matchRoutes(plain ? patterned : routes, pathname)?.at(-1);
  if (match) return { route: match.route, params: match.params };
  if (!catchAll) throw new Error(`no route matches ${pathname}: the table needs a catch-all`);
  return { route: catchAll, params: {} };
}
