import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { PageRoute } from '../client/routing/types.js';
import type { SiteSettings } from '../shared/site.js';
import type { BlogDataAccess } from '../shared/blog.js';
import type { Frontend } from './frontend.js';
import { errorPageHtml } from './error-page.js';

type Options = {
  frontend: Frontend;
  site: SiteSettings;
  /** What the blog routes' loaders read on the server (the blog service and its cache). */
  blog: BlogDataAccess;
  renderTimeoutMs?: number;
  extraRoutes?: PageRoute[];
};

const weakEtag = (key: string) => `W/"${createHash('sha1').update(key).digest('base64url')}"`;

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

/**
 * Streams a page: loaders run first (status known before the first byte), then React's stream is
 * piped straight into the response so compression can flush as it goes.
 */
export function pageRenderer({ frontend, site, blog, renderTimeoutMs = 10_000, extraRoutes }: Options) {
  return async function renderPage(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();

    const controller = new AbortController();
    res.on('close', () => controller.abort());
    // The origin comes from SITE_URL, never from the Host header a client controls.
    const request = new Request(new URL(req.originalUrl, site.siteUrl), { signal: controller.signal });

    let prepared;
    try {
      const entry = await frontend.loadEntry();
      prepared = await entry.preparePage(request, { site, assets: frontend.assets, blog, extraRoutes });
    } catch (err) {
      if (controller.signal.aborted) return;
      return sendErrorPage(req, res, frontend, err);
    }

    if (prepared.kind === 'response') {
      const { response } = prepared;
      const location = response.headers.get('Location');
      if (location) return res.redirect(response.status, location);
      return res.status(response.status).type(response.headers.get('Content-Type') ?? 'text').send(await response.text());
    }

    res.status(prepared.status);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', weakEtag(frontend.buildId + prepared.contentKey));
    for (const [name, value] of Object.entries(prepared.headers)) res.setHeader(name, value);
    if (prepared.status === 404) req.log.warn({ path: req.path }, 'page not found');
    if (req.fresh) return res.status(304).end();
    if (req.method === 'HEAD') return res.end();

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
  };
}
