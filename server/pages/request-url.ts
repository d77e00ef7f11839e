import type { IncomingMessage } from 'node:http';
import parseurl from 'parseurl';

/**
 * The page's URL for the renderer: SITE_URL's origin (never the Host header a client controls) with
 * the request's path and query as Express reads them. Built with URL's setters, which never throw:
 * `new URL('//', origin)` would (a path starting with `//` reads as a host), and a client may send any
 * path Node accepts.
 */
export function pageUrl(req: IncomingMessage, siteUrl: string): URL {
  const url = new URL(siteUrl);
  const parsed = parseurl.original(req);
  url.pathname = parsed?.pathname ?? '/';
  url.search = parsed?.search ?? '';
  url.hash = '';
  return url;
}
