import type { IncomingHttpHeaders } from 'node:http';
import fresh from 'fresh';

/**
 * Whether the client's copy is current (If-None-Match names this ETag, weakly compared), so the answer
 * is a 304. As with Express's req.fresh, only a successful answer is revalidated: a 404 is sent in full.
 */
export function isNotModified(requestHeaders: IncomingHttpHeaders, status: number, etag: string): boolean {
  return status >= 200 && status < 300 && fresh(requestHeaders, { etag });
}
