import { matchRoutes, type Params } from 'react-router-dom';
import type { PageRoute } from './types.js';

/** The page a path lands on (the catch-all `*` route when none other matches). */
export function matchPage(routes: PageRoute[], pathname: string): { route: PageRoute; params: Params } {
  const match = matchRoutes(routes, pathname)?.at(-1);
  if (!match) throw new Error(`no route matches ${pathname}: the table needs a catch-all`);
  return { route: match.route, params: match.params };
}
