import { Writable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import parseurl from 'parseurl';
import type { NextFunction, Request, Response } from 'express';
import type { PageRoute } from '../client/routing/types.js';
import type { SiteSettings } from '../shared/site.js';
import type { BlogDataAccess } from '../shared/blog.js';
import type { BlogChanges } from './blog/cache.js';
import type { Frontend } from './frontend.js';
import type { PreparedPage } from '../client/entry-server.js';
import { errorPageHtml } from './error-page.js';
import { clinicYearClock } from '../shared/year.js';
import { PRIVATE_HTML } from './cache-policy.js';
import { pageRouteShape } from './metrics/route-shape.js';
import type { RequestLog } from './request-log.js';
import {
  buildCachedPage,
  encodingFor,
  notModified,
  pageCacheKey,
  pageEtag,
  type CachedPage,
  type PageCache,
  type PageStamp,
} from './page-cache.js';

/** The page cache and what tells it when a page is out of date (absent in development: code reloads). */
export type PageCaching = {
  pages: PageCache;
  changes: BlogChanges;
  /** The footer's year; tests replace it. */
  year?: () => number;
  /** Headers every response carries (the security headers), stored with each cached response. */
  headers?: string[];
  /** Cache-Control of pages the cache keeps (a shared-cache policy); others are no-cache. */
  cacheControl?: string;
};

type Options = {
  frontend: Frontend;
  site: SiteSettings;
  /** What the blog routes' loaders read on the server (the blog service and its cache). */
  blog: BlogDataAccess;
  renderTimeoutMs?: number;
  extraRoutes?: PageRoute[];
  caching?: PageCaching;
};

export function sendErrorPage(req: Request, res: Response, frontend: Frontend | undefined, err: unknown) {
  req.log.error({ err, reqId: req.id }, 'page render failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res
    .status(500)
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(errorPageHtml(frontend?.assets, String(req.id)));
}

const yearClocks = new WeakMap<PageCaching, () => number>();
function yearOf(caching: PageCaching | undefined): number {
  if (caching?.year) return caching.year();
  if (!caching) return defaultYear();
  let clock = yearClocks.get(caching);
  if (!clock) yearClocks.set(caching, (clock = clinicYearClock()));
  return clock();
}
const defaultYear = clinicYearClock();

const stampOf = (frontend: Frontend, caching: PageCaching): PageStamp => ({
  buildId: frontend.buildId,
  year: yearOf(caching),
  blogVersion: caching.changes.version,
});

/**
 * Writes a cached page: the encoding the client prefers, or 304 when its copy is current; no React runs.
 * Ahead of Express the headers go out in one writeHead; behind it (`viaExpress`) they are set one by
 * one first, so the compression middleware sees the Content-Encoding and leaves the body alone.
 */
function sendCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  how: 'hit' | 'miss' | 'uncacheable',
  viaExpress = true,
) {
  res.pageCache = how;
  res.routeShape = page.route;
  if (how === 'hit' && page.status === 404) req.log.warn({ path: parseurl(req)?.pathname }, 'page not found');
  const fresh = page.status === 200 && notModified(req.headers['if-none-match'], req.headers['cache-control'], page.etag);
  const encoding = encodingFor(req.headers['accept-encoding']);
  const head = fresh ? page.head.notModified : page.head[encoding];
  const status = fresh ? 304 : page.status;
  if (viaExpress) {
    for (let i = 0; i < head.length; i += 2) res.setHeader(head[i]!, head[i + 1]!);
    res.writeHead(status);
  } else {
    res.writeHead(status, head.concat('X-Request-Id', req.id));
  }
  if (fresh || req.method === 'HEAD') res.end();
  else res.end(page.bodies[encoding]);
}

/**
 * The fast path, ahead of Express: a page in the cache is answered from memory with its log line,
 * request id and security headers (part of the cached response), and nothing else runs. Only URLs
 * the renderer answered are ever cached, so this never shadows another route. Returns false when
 * the request is not a hit (Express handles it).
 */
export function cachedPageServer({ frontend, caching, log }: { frontend: Frontend; caching: PageCaching; log: RequestLog }) {
  return function serveCachedPage(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const key = pageCacheKey(req.url!);
    if (key === null) return false;
    const page = caching.pages.get(key, stampOf(frontend, caching), caching.changes.now());
    if (!page) return false;
    log(req, res);
    sendCachedPage(req, res, page, 'hit', false);
    return true;
  };
}

/** Renders a prepared page completely into memory (loaders already ran: nothing suspends). */
function renderToBuffer(prepared: PreparedPage, timeoutMs: number): Promise<{ html: Buffer; complete: boolean; errors: unknown[] }> {
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const chunks: Buffer[] = [];
    const errors: unknown[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => {
      clearTimeout(timer);
      // An error inside a boundary leaves a client-rendered fallback: served once, never cached.
      resolve({ html: Buffer.concat(chunks), complete: errors.length === 0, errors });
    });
    const stream = prepared.render({
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError(err) {
        clearTimeout(timer);
        reject(err);
      },
      onError(err) {
        errors.push(err);
      },
    });
    timer = setTimeout(() => {
      const err = new Error(`render timed out after ${timeoutMs} ms`);
      stream.abort(err);
      reject(err);
    }, timeoutMs);
  });
}

/**
 * Renders pages. Loaders run first (the status is known before the first byte). A cacheable page
 * (GET of a cacheable URL answering 200 or 404) is rendered into memory, compressed, cached and sent
 * like a hit; concurrent requests for it wait for that one render. Every other page is streamed: React's
 * stream piped straight into the response, aborted on a timeout or when the client goes away.
 */
export function pageRenderer({ frontend, site, blog, renderTimeoutMs = 10_000, extraRoutes, caching }: Options) {
  /** Renders in progress, by cache key: later requests for the same page wait for them. */
  const fills = new Map<string, Promise<CachedPage | undefined>>();

  return async function renderPage(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const key = caching ? pageCacheKey(req.originalUrl) : null;

    if (key !== null) {
      const pending = fills.get(key);
      if (pending) {
        const page = await pending;
        if (page) return sendCachedPage(req, res, page, 'hit');
      }
    }
    // This request fills the cache for its key: the others wait for what it settles with.
    let settle: ((page: CachedPage | undefined) => void) | undefined;
    let filled: CachedPage | undefined;
    if (key !== null && req.method === 'GET' && !fills.has(key)) {
      fills.set(key, new Promise((resolve) => (settle = resolve)));
    }
    try {
      filled = await respond(req, res, key !== null && settle !== undefined ? key : null);
    } finally {
      if (settle) {
        fills.delete(key!);
        settle(filled);
      }
    }
  };

  /** Answers one request; returns the page it cached, if any. */
  async function respond(req: Request, res: Response, fillKey: string | null): Promise<CachedPage | undefined> {
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    // The origin comes from SITE_URL, never from the Host header a client controls.
    const request = new Request(new URL(req.originalUrl, site.siteUrl), { signal: controller.signal });
    // Taken before the loaders run: if the blog changes meanwhile, what is rendered is already out of date.
    const stamp = caching ? stampOf(frontend, caching) : undefined;
    const failuresBefore = caching?.changes.failures;

    let prepared;
    try {
      const entry = await frontend.loadEntry();
      prepared = await entry.preparePage(request, { site, assets: frontend.assets, blog, extraRoutes });
    } catch (err) {
      if (!controller.signal.aborted) sendErrorPage(req, res, frontend, err);
      return;
    }

    if (prepared.kind === 'response') {
      const { response } = prepared;
      const location = response.headers.get('Location');
      if (location) return void res.redirect(response.status, location);
      res.status(response.status).type(response.headers.get('Content-Type') ?? 'text').send(await response.text());
      return;
    }

    const etag = pageEtag(frontend.buildId, yearOf(caching), prepared.contentKey);
    const route = pageRouteShape(req.path, prepared.status);
    res.routeShape = route;
    if (prepared.status === 404) req.log.warn({ path: req.path }, 'page not found');

    // The shapes the page cache keeps are the same for every visitor: a CDN may keep them too, unless
    // rendered while the blog could not be read (its empty state).
    const keepable = caching !== undefined && pageCacheKey(req.originalUrl) !== null && (prepared.status === 200 || prepared.status === 404);
    const blogRead = () => caching?.changes.failures === failuresBefore;
    const sharedPolicy = caching?.cacheControl ?? PRIVATE_HTML;

    if (fillKey !== null && caching && stamp && keepable) {
      let page: CachedPage;
      let cacheable: boolean;
      try {
        const { html, complete, errors } = await renderToBuffer(prepared, renderTimeoutMs);
        for (const err of errors) req.log.error({ err, reqId: req.id }, 'error while rendering a page');
        // An error inside a boundary, or a blog read that failed: send the page, keep it not.
        cacheable = complete && blogRead();
        page = await buildCachedPage({
          html,
          status: prepared.status,
          etag,
          headers: prepared.headers,
          baseHeaders: caching.headers ?? [],
          cacheControl: cacheable ? sharedPolicy : PRIVATE_HTML,
          route,
          stamp,
          staleAt: caching.changes.now() + caching.changes.ttlMs,
        });
      } catch (err) {
        sendErrorPage(req, res, frontend, err);
        return;
      }
      if (!cacheable) {
        sendCachedPage(req, res, page, 'uncacheable');
        return;
      }
      caching.pages.set(fillKey, page);
      sendCachedPage(req, res, page, 'miss');
      return page;
    }

    res.status(prepared.status);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // Streamed: loaders already ran, so whether the blog failed is known before the headers.
    res.setHeader('Cache-Control', keepable && blogRead() ? sharedPolicy : PRIVATE_HTML);
    res.setHeader('ETag', etag);
    for (const [name, value] of Object.entries(prepared.headers)) res.setHeader(name, value);
    if (req.fresh) return void res.status(304).end();
    if (req.method === 'HEAD') return void res.end();

    let shellSent = false;
    let timer: NodeJS.Timeout | undefined;
    const stream = prepared.render({
      onShellReady() {
        shellSent = true;
        stream.pipe(res);
      },
      onShellError(err) {
        clearTimeout(timer);
        sendErrorPage(req, res, frontend, err);
      },
      onError(err) {
        if (shellSent) req.log.error({ err, reqId: req.id }, 'error while streaming a page');
      },
    });
    timer = setTimeout(() => stream.abort(new Error(`render timed out after ${renderTimeoutMs} ms`)), renderTimeoutMs);
    res.on('close', () => {
      clearTimeout(timer);
      if (!res.writableFinished) stream.abort(new Error('client disconnected'));
    });
    return undefined;
  }
}
