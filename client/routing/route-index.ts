import { matchPage, type PageMatch } from './match.js';
import type { PageRoute } from './types.js';

/**
 * The server's matcher: the table split once into its fixed paths, by their lowercase spelling, and
 * the few routes with a parameter. The router ranks every route of the table on each match, which
 * made matching most of what a page not found cost. Lands where `matchPage` does: ignoring case and a
 * trailing slash; a path with encoded characters or an empty segment goes to the router whole, which
 * decodes the one and ignores the other.
 */
export function routeIndex(routes: PageRoute[]): (pathname: string) => PageMatch {
  const fixed = new Map<string, PageRoute>();
  const patterned: PageRoute[] = [];
  for (const route of routes) {
    if (/[:*]/.test(route.path)) patterned.push(route);
    else if (!fixed.has(route.path.toLowerCase())) fixed.set(route.path.toLowerCase(), route);
  }
  return (pathname) => {
    if (pathname.includes('%') || pathname.includes('//')) return matchPage(routes, pathname);
    const key = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    const found = fixed.get(key.toLowerCase());
    return found ? { route: found, params: {} } : matchPage(patterned, pathname);
  };
}
