import { pathWithoutLocale } from '../../shared/locale.js';

// Lowercase words joined by hyphens, separated by single slashes: the site's own paths. Anything else
// (case variants, trailing slashes, encoded characters) is answered uncached, so made-up spellings of
// real pages cannot fill the cache.
const CACHEABLE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;
const BLOG_PAGE = /^[1-9]\d{0,3}$/;

/**
 * The cache key for a URL, or null when the page is rendered uncached. A page's HTML depends on its path
 * (and, on /blog in any language, the page number) but on no other query parameter, so trackers' and crawlers' query strings
 * share the path's kept page. Only the site's path shapes are keyed.
 */
export function pageCacheKey(url: string): string | null {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (path.length > 200 || !CACHEABLE_PATH.test(path)) return null;
  if (pathWithoutLocale(path) !== '/blog' || q === -1) return path;
  const page = new URLSearchParams(url.slice(q + 1)).get('page');
  if (!page || page === '1') return path;
  // Any other page number: a page that exists is kept under its number, one that does not is a 404.
  return BLOG_PAGE.test(page) ? `${path}?page=${page}` : null;
}
