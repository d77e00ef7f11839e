// Lowercase words joined by hyphens, separated by single slashes: the site's own paths. Anything else
// (case variants, trailing slashes, encoded characters) is answered uncached, so made-up spellings of
// real pages cannot fill the cache.
const CACHEABLE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;
const BLOG_PAGE_QUERY = /^page=[1-9]\d{0,3}$/;

/**
 * The cache key for a URL (path and query as requested), or null when the page is rendered uncached:
 * only the site's path shapes, and no query string except `?page=N` on /blog, so random query strings
 * (trackers, crawlers) never reach the cache.
 */
export function pageCacheKey(url: string): string | null {
  if (url.length > 200) return null;
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (!CACHEABLE_PATH.test(path)) return null;
  if (q === -1) return url;
  return path === '/blog' && BLOG_PAGE_QUERY.test(url.slice(q + 1)) ? url : null;
}
