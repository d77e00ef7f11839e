import { matchRoutes, type Params } from 'react-router-dom';
import type { PageRoute } from './types.js';

/** The page a path lands on (the catch-all `*` route when none other matches). */
export function matchPage(routes: PageRoute[], pathname: string): { route: PageRoute; params: Params } {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  );
  const match = matches?.at(-1);
  if (!match) throw new Error(`no route matches ${pathname}: the table needs a catch-all`);
  return { route: (match.route as unknown as { route: PageRoute }).route, params: match.params };
}
