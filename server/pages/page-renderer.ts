import type { NextFunction, Request, Response } from 'express';
import type { ExtraRoute } from '../frontend.js';
import type { BlogDataAccess } from '../../shared/blog.js';
import type { SiteSettings } from '../../shared/site.js';
import type { Frontend } from '../frontend.js';
import { pageRouteShape } from '../metrics/route-shape.js';
import { pageCacheKey } from './cache-key.js';
import { pageUrl } from './request-url.js';
import { decodePath } from '../decode-path.js';
import type { CriticalCss } from './critical-css.js';
import { PRIVATE_HTML } from './cache-policy.js';
import { sendCachedPage, type CachedPage } from './cached-page.js';
import { isNotModified } from './conditional.js';
import { sendErrorPage } from './error-page.js';
import { fillPage } from './fill-page.js';
import { bodyHeaders, type BodyHeaders } from './page-headers.js';
import type { PageStore } from './page-store.js';
import { singleFlight } from './single-flight.js';
import { pageEtag, type Staleness } from './staleness.js';
import { streamPage } from './stream-page.js';

/** The page store and the Cache-Control of the pages it keeps (absent in development: code reloads). */
export type PageCaching = { store: PageStore; cacheControl: string };

export type PageRendererOptions = {
  frontend: Frontend;
  site: SiteSettings;
  /** What the blog routes' loaders read on the server (the blog service and its cache). */
  blog: BlogDataAccess;
  staleness: Staleness;
  caching?: PageCaching;
  /** Cuts a kept page's inline stylesheet to the rules it uses (streamed pages keep it whole). */
  criticalCss?: CriticalCss;
  renderTimeoutMs?: number;
  extraRoutes?: ExtraRoute[];
};

export const HTML = 'text/html; charset=utf-8';

/**
 * The one script a page names: the bootstrap, at low priority as the page's own <script> asks (it acts
 * only once the page has loaded). What it asks for later is not hinted: that would go ahead of the
 * first paint. A Link header, not a 103, which a proxy without early hints (Debian's nginx) passes on as
 * the final answer; a CDN makes hints of the header itself (docs/performance.md, First paint).
 */
export const bootstrapLink = (entry: string) => `<${entry}>; rel=modulepreload; fetchpriority=low`;

/**
 * Renders pages. Loaders run first, so the status is known before the first byte. A page the store
 * may keep (GET of a cacheable URL answering 200 or 404) is rendered into memory and kept, and
 * concurrent requests for it wait for that one render; every other page is streamed.
 */
export function pageRenderer({
  frontend,
  site,
  blog,
  staleness,
  caching,
  criticalCss,
  renderTimeoutMs = 10_000,
  extraRoutes,
}: PageRendererOptions) {
  const fills = singleFlight<CachedPage>();
  const link = bootstrapLink(frontend.assets.entry);

  return async function renderPage(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Escapes that are not UTF-8: the router could not read the path.
    if (decodePath(req.path) === null) {
      req.log.warn({ path: req.path }, 'malformed address');
      return void res
        .status(400)
        .type('text/plain')
        .set('Cache-Control', 'no-store')
        .send('Bad request: malformed address\n');
    }
    const key = caching ? pageCacheKey(req.originalUrl) : null;
    if (key === null) return void (await answer(req, res, null));
    const filled = await fills.running(key);
    if (filled) return sendCachedPage(req, res, filled, 'hit');
    if (req.method === 'GET' && !fills.running(key)) await fills.run(key, () => answer(req, res, key));
    else await answer(req, res, null);
  };

  /** Answers one request; returns the page it kept when it fills `fillKey`. */
  async function answer(req: Request, res: Response, fillKey: string | null): Promise<CachedPage | undefined> {
    const controller = new AbortController();
    // Only a visitor who left stops the work (an abort builds an exception, which a finished answer need not pay for).
    res.on('close', () => res.writableFinished || controller.abort());
    const request = new Request(pageUrl(req, site.siteUrl), { signal: controller.signal });
    const from = staleness.renderingNow();
    const fail = (err: unknown) => sendErrorPage(req, res, frontend.assets, err);

    let prepared;
    try {
      const entry = await frontend.loadEntry();
      prepared = await entry.preparePage(request, { site, assets: frontend.assets, blog, extraRoutes });
    } catch (err) {
      if (!controller.signal.aborted) fail(err);
      return undefined;
    }

    if (prepared.kind === 'response') {
      const { response } = prepared;
      const location = response.headers.get('Location');
      if (location) return void res.redirect(response.status, location);
      res
        .status(response.status)
        .type(response.headers.get('Content-Type') ?? 'text')
        .send(await response.text());
      return undefined;
    }

    const { status } = prepared;
    const route = pageRouteShape(prepared.route.path, status);
    res.routeShape = route;

    // The pages the store keeps are the same for every visitor: a CDN may keep them too, unless
    // rendered while the blog could not be read (its empty state). A page not found says nothing of
    // its path, so it is kept whatever the path.
    const keepable =
      caching !== undefined && (status === 404 || (status === 200 && pageCacheKey(req.originalUrl) !== null));
    const headers: BodyHeaders = {
      contentType: HTML,
      etag: pageEtag(from, prepared.contentKey),
      cacheControl: keepable && staleness.blogAnsweredSince(from) ? caching.cacheControl : PRIVATE_HTML,
      headers: { ...prepared.headers, Link: link },
    };

    // Kept by what it shows rather than by path: every made-up path of a kind is answered by one page,
    // rendered and compressed once, in the store's own small pool for them.
    if (status === 404 && caching) {
      const notFoundKey = `404 ${headers.etag}`;
      caching.store.rememberNotFound(prepared.route.path, notFoundKey);
      const kept = caching.store.get(notFoundKey, staleness.isCurrent) ?? (await fills.running(notFoundKey));
      if (kept) return void sendCachedPage(req, res, kept, 'hit');
      fillKey = notFoundKey;
    }

    if (fillKey !== null && caching && keepable) {
      const fill = { key: fillKey, from, status, headers, route };
      const filling = () =>
        fillPage(req, res, prepared, fill, {
          store: caching.store,
          staleness,
          timeoutMs: renderTimeoutMs,
          criticalCss,
          onError: fail,
        });
      // A page not found fills under its own key, which no request waits on yet.
      return status === 404 ? fills.run(fillKey, filling) : filling();
    }

    if (isNotModified(req.headers, status, headers.etag)) {
      return void res.writeHead(304, bodyHeaders(headers, 'not-modified')).end();
    }
    if (req.method === 'HEAD') return void res.writeHead(status, bodyHeaders(headers, 'streamed')).end();
    streamPage(req, res, prepared, {
      status,
      headers: bodyHeaders(headers, 'streamed'),
      timeoutMs: renderTimeoutMs,
      onShellError: fail,
    });
    return undefined;
  }
}
