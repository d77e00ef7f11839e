import { pathWithoutLocale } from '../../shared/locale.js';

/**
 * The request metric's route labels are a closed set, so no request can add a series: the route
 * table's patterns, the Express routes' patterns, and these two.
 */
/** Every answer that is a page not found, whatever its path. */
export const NOT_FOUND_ROUTE = 'not_found';
/** Requests no route answered by name: static files, unknown /api paths. */
export const OTHER_ROUTE = 'other';

// Sections whose pages differ only by a slug: one series each, however many posts or services there are.
const SLUG_SECTIONS = ['/services/', '/blog/'];

/**
 * The label of a page: the pattern of the route that answered it (`/about` also for `/ABOUT` or
 * `/about/`), with a post's or a service's slug as `:slug`, in the page's language (`/es/services/:slug`).
 */
export function pageRouteShape(routePath: string, status: number): string {
  if (status === 404 || routePath === '*' || routePath.endsWith('/*')) return NOT_FOUND_ROUTE;
  // In every language: '/es/services/knee' is '/es/services/:slug'.
  const page = pathWithoutLocale(routePath);
  const prefix = routePath.slice(0, routePath.length - page.length);
  for (const section of SLUG_SECTIONS) {
    if (page.startsWith(section) && page.length > section.length) return `${prefix}${section}:slug`;
  }
  return routePath;
}

/**
 * An Express route's label from where its router is mounted and its own pattern (`/api/contact`).
 * `baseUrl` is the part of the URL as sent that matched the mount path, which Express matches
 * ignoring case and a trailing slash: folded back, so `/API/Contact/` counts as `/api/contact`.
 */
export function expressRouteShape(baseUrl: string, routePath: unknown): string | undefined {
  if (typeof routePath !== 'string') return undefined;
  const mount = baseUrl.toLowerCase().replace(/\/+$/, '');
  return mount + (routePath === '/' && mount ? '' : routePath);
}
