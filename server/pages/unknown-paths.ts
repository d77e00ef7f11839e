import type { IncomingMessage, ServerResponse } from 'node:http';
import { listPath, POST_ROUTE_PATTERN, postPath } from '../../shared/blog.js';
import { defaultLocale, localeOfPath, localePrefix, localizePath, type Locale } from '../../shared/locale.js';
import { API_PREFIX, endpoints } from '../endpoints.js';
import { builtFiles } from '../static-files.js';
import { sendCachedPage } from './cached-page.js';
import type { EveryAnswer } from './page-headers.js';
import type { PageStore } from './page-store.js';
import type { Staleness } from './staleness.js';

type KnownAddresses = {
  /** The route table's patterns (`/about`, `/blog/:slug`, `*`, and each language's: `/es/about`, `/es/*`). */
  patterns: readonly string[];
  /** The built client folder, whose files and folders Express serves as they are. */
  clientDir?: string;
};

// Spellings Express or the router read differently from how they look (encoded characters, empty or
// dot segments, backslashes): never judged here, they take the long way.
const AMBIGUOUS = /%|\/\/|\/\.\.?(?:\/|$)|\\/;

/**
 * Whether no route, endpoint or file can answer a path, judged without Express or the router: a made-up
 * path is then answered from the kept catch-all page at a cache hit's cost, a fraction of the long way
 * (Express, the route table, the page; docs/performance.md, Throughput). Conservative: a path it cannot
 * rule out, or any spelling it does not read as Express and the router do, takes the long way, which
 * answers it the same.
 */
export function unknownPathTest({ patterns, clientDir }: KnownAddresses): (pathname: string) => boolean {
  // Express and the router ignore case and a trailing slash.
  const exact = new Set<string>([...Object.values(endpoints), API_PREFIX]);
  const prefixes = [`${API_PREFIX}/`];
  const dynamic: RegExp[] = [];
  for (const pattern of patterns) {
    // The catch-alls (`*`, `/es/*`) answer what no other pattern does.
    if (pattern === '*' || pattern.endsWith('/*')) continue;
    if (!/[:*]/.test(pattern)) exact.add(pattern.toLowerCase());
    else {
      const source = pattern
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : escape(segment)))
        .join('/');
      dynamic.push(new RegExp(`^${source}/?$`, 'i'));
    }
  }
  if (clientDir) {
    const { files, folders } = builtFiles(clientDir);
    for (const file of files) exact.add(file.toLowerCase());
    prefixes.push(...folders.map((folder) => folder.toLowerCase()));
  }
  return (pathname) => {
    if (AMBIGUOUS.test(pathname)) return false;
    const lower = pathname.toLowerCase();
    const path = lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
    if (exact.has(path) || prefixes.some((prefix) => lower.startsWith(prefix))) return false;
    return !dynamic.some((pattern) => pattern.test(lower));
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a path names a post the blog knows is not published (`/blog/<slug>`), judged from memory:
 * false when the post may exist, or for any spelling the router might read differently.
 */
export function missingPostTest(isMissingPost: (slug: string) => boolean): (pathname: string) => boolean {
  return (pathname) => {
    const prefix = postPath('', localeOfPath(pathname));
    if (pathname.length <= prefix.length || AMBIGUOUS.test(pathname)) return false;
    if (pathname.slice(0, prefix.length).toLowerCase() !== prefix) return false;
    const slug = pathname.slice(prefix.length, pathname.endsWith('/') ? -1 : undefined);
    return slug !== '' && !slug.includes('/') && isMissingPost(slug);
  };
}

/** The tests that pick a path's page not found without Express: the route it would reach, by pattern. */
export type NotFoundTests = {
  isUnknown: (pathname: string) => boolean;
  isMissingPost: (pathname: string) => boolean;
  /** `/blog?<query>` whose page number names no list page (the query string after `?`). */
  isMissingListPage: (query: string) => boolean;
};

/** A language's page not found, by the pattern of its catch-all. */
const catchAllOf = (locale: Locale) => (locale === defaultLocale ? '*' : `${localePrefix(locale)}/*`);

/**
 * Whether `/blog?…` asks for a list page the blog knows does not exist, judged from memory: every such
 * address shows the same page not found (the list's loader answers them all with the page after the
 * last). Only `/blog` itself (or a language's: `/es/blog`), spelt so; `page` read as the loader reads it (the first one).
 */
export function missingListPageTest(isMissingListPage: (raw: string | null) => boolean): (query: string) => boolean {
  return (query) => {
    const raw = new URLSearchParams(query).get('page');
    return raw !== null && raw !== '1' && isMissingListPage(raw);
  };
}

/**
 * Answers a GET or HEAD of a made-up path, or of a post that does not exist, with the page not found
 * its route last answered with; false when it cannot (another path, or no such page kept yet: the
 * renderer keeps it on its first 404).
 */
export function unknownPathServer(
  store: PageStore,
  staleness: Staleness,
  everyAnswer: EveryAnswer,
  tests: () => NotFoundTests | null,
) {
  return function serveUnknownPath(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const test = tests();
    if (!test) return false;
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const pathname = q === -1 ? url : url.slice(0, q);
    const locale = localeOfPath(pathname);
    const listPage = listPath(1, locale);
    const pattern = test.isUnknown(pathname)
      ? catchAllOf(locale)
      : test.isMissingPost(pathname)
        ? localizePath(POST_ROUTE_PATTERN, locale)
        : pathname === listPage && q !== -1 && test.isMissingListPage(url.slice(q + 1))
          ? listPage
          : null;
    const page = pattern === null ? undefined : store.notFoundFor(pattern, staleness.isCurrent);
    if (!page) return false;
    sendCachedPage(req, res, page, 'hit', everyAnswer);
    return true;
  };
}
