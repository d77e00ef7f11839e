import { SPECULATION_RULES_PATH } from '../shared/speculation-rules.js';

/**
 * The addresses Express answers with something other than a page or a static file. The routers
 * register these, and the answer to unknown paths (pages/unknown-paths.ts) reads them to know that
 * such a path is not unknown.
 */
export const endpoints = {
  healthz: '/healthz',
  readyz: '/readyz',
  metrics: '/metrics',
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  feed: '/rss.xml',
  speculationRules: SPECULATION_RULES_PATH,
} as const;

/** Everything under it is the JSON API's (its own 404 included). */
export const API_PREFIX = '/api';
