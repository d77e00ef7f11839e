import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageCacheAnswer } from '../metrics/metrics.js';
import type { EveryAnswer, HeaderList } from './page-headers.js';
import { sendPrecompressed, type Precompressed } from './precompressed.js';
import type { PageStamp } from './staleness.js';

/** A page rendered into memory, ready to send: answered from the page store until its stamp is out of date. */
export type CachedPage = Precompressed & {
  /** Its route shape for the request metric (`/blog/:slug`), worked out once. */
  route: string;
  stamp: PageStamp;
};

/**
 * Sends a page rendered into memory, from the store (hit) or just rendered (kept: miss; not kept:
 * uncacheable), after `leading` headers not set on `res` yet.
 */
export function sendCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  answer: PageCacheAnswer,
  leading?: HeaderList | EveryAnswer,
) {
  res.pageCache = answer;
  res.routeShape = page.route;
  sendPrecompressed(req, res, page, leading);
}
