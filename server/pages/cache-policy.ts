import type { Config } from '../config.js';

/** HTML that must not be kept by a shared cache: development, uncacheable URLs, pages rendered degraded. */
export const PRIVATE_HTML = 'no-cache';

/**
 * Pages that are the same for every visitor: browsers revalidate each time (max-age=0, answered 304 from
 * the ETag), a shared cache keeps them for s-maxage, then serves the stale copy while it refetches, and
 * keeps serving it while the origin fails.
 */
export function sharedHtmlPolicy({
  maxAgeSeconds,
  staleWhileRevalidateSeconds,
  staleIfErrorSeconds,
}: Config['cdn']): string {
  return (
    `public, max-age=0, s-maxage=${maxAgeSeconds}, ` +
    `stale-while-revalidate=${staleWhileRevalidateSeconds}, stale-if-error=${staleIfErrorSeconds}`
  );
}
