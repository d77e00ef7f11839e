import type { RequestHandler } from 'express';
import { pageCacheKey } from './cache-key.js';
import { sendCachedPage } from './cached-page.js';
import type { PageStore } from './page-store.js';
import type { Staleness } from './staleness.js';

/**
 * Answers a page that is in the store and current straight from memory, already compressed: no
 * loader or React runs, and no middleware placed after this one. Only pages the renderer answered are
 * ever kept, so this never shadows another route.
 */
export function cachedPages(store: PageStore, staleness: Staleness): RequestHandler {
  return function serveCachedPage(req, res, next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const key = pageCacheKey(req.originalUrl);
    const page = key === null ? undefined : store.get(key, staleness.isCurrent);
    if (!page) return next();
    sendCachedPage(req, res, page, 'hit');
  };
}
