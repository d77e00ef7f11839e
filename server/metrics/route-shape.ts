/** The label of every page that answered 404: made-up URLs must not each become a series. */
export const NOT_FOUND_ROUTE = '(not found)';
/** Requests no route answered by name: static files, unknown /api paths. */
export const OTHER_ROUTE = '(other)';

// Sections whose pages differ only by a slug: one series each, however many posts or services there are.
const SLUG_SECTIONS = ['/services/', '/blog/'];

/** The route shape of a page for the request-duration metric: its path, with the slug of a post or service as `:slug`. */
export function pageRouteShape(pathname: string, status: number): string {
  if (status === 404) return NOT_FOUND_ROUTE;
  for (const section of SLUG_SECTIONS) {
    if (pathname.startsWith(section) && pathname.length > section.length) return `${section}:slug`;
  }
  return pathname;
}

/** An Express route's shape (`/api/posts/:slug`) from where its router is mounted and its own pattern. */
export function expressRouteShape(baseUrl: string, routePath: unknown): string | undefined {
  return typeof routePath === 'string' ? baseUrl + (routePath === '/' && baseUrl ? '' : routePath) : undefined;
}
