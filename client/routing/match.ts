import { matchRoutes, type Params } from 'react-router-dom';
import type { PageRoute } from './types.js';

export type PageMatch = { route: PageRoute; params: Params };

/**
 * The page a path lands on: the catch-all `*` route when none other matches, including paths its
 * pattern does not match (a decoded line break).
 */
export function matchPage(routes: PageRoute[], pathname: string): PageMatch {
  const match = matchRoutes(routes, pathname)?.at(-1);
  if (match) return { route: match.route, params: match.params };
  const catchAll = routes.find((route) => route.path === '*');
  if (!catchAll) throw new Error(`no route matches ${pathname}: the table needs a catch-all`);
  return { route: catchAll, params: {} };
}
