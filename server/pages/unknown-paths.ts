import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PREFIX, endpoints } from '../endpoints.js';
import { builtFiles } from '../static-files.js';
import { sendCachedPage } from './cached-page.js';
import type { HeaderList } from './page-headers.js';
import type { PageStore } from './page-store.js';
import type { Staleness } from './staleness.js';

/** The store's key of the page the catch-all route renders: the same page for every path it answers. */
export const CATCH_ALL_NOT_FOUND_KEY = '404 *';

type KnownAddresses = {
  /** The route table's patterns (`/about`, `/blog/:slug`, `*`). */
  patterns: readonly string[];
  /** The built client folder, whose files and folders Express serves as they are. */
  clientDir?: string;
};

// Spellings Express or the router read differently from how they look (encoded characters, empty or
// dot segments, backslashes): never judged here, they take the long way.
const AMBIGUOUS = /%|\/\/|\/\.\.?(?:\/|$)|\\/;

/**
 * Whether no route, endpoint or file can answer a path, judged without Express or the router: a made-up
 * path is then answered from the kept catch-all page at the cost of a cache hit, where the long way
 * (Express, matching the route table, preparing the page) costs about ten times that. Conservative: a
 * path it cannot rule out, or any spelling it does not read the way Express and the router do, is
 * left to the long way, which answers it the same.
 */
export function unknownPathTest({ patterns, clientDir }: KnownAddresses): (pathname: string) => boolean {
  // Express and the router ignore case and a trailing slash.
  const exact = new Set<string>([...Object.values(endpoints), API_PREFIX]);
  const prefixes = [`${API_PREFIX}/`];
  const dynamic: RegExp[] = [];
  for (const pattern of patterns) {
    if (pattern === '*') continue;
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
 * Answers a GET or HEAD of a path `isUnknown` rules out with the kept catch-all page; false when it
 * does not (another path, or no such page kept yet: the renderer keeps it on its first 404).
 */
export function unknownPathServer(
  store: PageStore,
  staleness: Staleness,
  isUnknown: () => ((p: string) => boolean) | null,
) {
  return function serveUnknownPath(req: IncomingMessage, res: ServerResponse, everyAnswer: HeaderList): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const test = isUnknown();
    if (!test) return false;
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    if (!test(q === -1 ? url : url.slice(0, q))) return false;
    const page = store.get(CATCH_ALL_NOT_FOUND_KEY, staleness.isCurrent);
    if (!page) return false;
    sendCachedPage(req, res, page, 'hit', everyAnswer);
    return true;
  };
}
