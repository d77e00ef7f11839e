import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageCacheKey } from './cache-key.js';
import { sendCachedPage } from './cached-page.js';
import type { EveryAnswer } from './page-headers.js';
import type { PageStore } from './page-store.js';
import type { Staleness } from './staleness.js';

/**
 * Answers a page that is in the store and current straight from memory, already compressed: no
 * loader or React runs. Only pages the renderer answered are ever kept, so this never shadows another
 * route. `everyAnswer` are the headers every answer carries (the request id, `req.id`, then the security
 * headers), joined once with each page's and written in one writeHead. Returns false when not such a hit.
 */
export function cachedPageServer(store: PageStore, staleness: Staleness, everyAnswer: EveryAnswer) {
  return function serveCachedPage(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const key = pageCacheKey(req.url ?? '');
    const page = key === null ? undefined : store.get(key, staleness.isCurrent);
    if (!page) return false;
    sendCachedPage(req, res, page, 'hit', everyAnswer);
    return true;
  };
}
