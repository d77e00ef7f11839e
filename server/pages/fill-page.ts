import type { Request, Response } from 'express';
import type { PreparedPage } from '../frontend.js';
import type { CriticalCss } from './critical-css.js';
import { PRIVATE_HTML } from './cache-policy.js';
import { sendCachedPage, type CachedPage } from './cached-page.js';
import type { BodyHeaders } from './page-headers.js';
import type { PageStore } from './page-store.js';
import { precompress } from './precompressed.js';
import { renderToBuffer } from './render-to-buffer.js';
import type { RenderedFrom, Staleness } from './staleness.js';

export type PageToFill = {
  key: string;
  from: RenderedFrom;
  status: number;
  /** Its headers when kept; a page that turns out not to be keepable is sent with no-cache instead. */
  headers: BodyHeaders;
  /** Its route shape for the request metric. */
  route: string;
};

type FillOptions = {
  store: PageStore;
  staleness: Staleness;
  timeoutMs: number;
  /** Present when pages carry their stylesheet inline (production). */
  criticalCss?: CriticalCss;
  onError(err: unknown): void;
};

/**
 * Renders a page into memory, cuts its inline stylesheet to what it uses, compresses it, keeps it and sends it like a hit. A page with an error
 * inside a boundary, or rendered while the blog could not be read, is sent once and not kept.
 * Returns the page it kept, if any.
 */
export async function fillPage(
  req: Request,
  res: Response,
  prepared: PreparedPage,
  fill: PageToFill,
  { store, staleness, timeoutMs, criticalCss, onError }: FillOptions,
): Promise<CachedPage | undefined> {
  let page: CachedPage;
  let keep: boolean;
  try {
    const { html, complete, errors } = await renderToBuffer(prepared, timeoutMs);
    for (const err of errors) req.log.error({ err, reqId: req.id }, 'error while rendering a page');
    keep = complete && staleness.blogAnsweredSince(fill.from);
    const headers = keep ? fill.headers : { ...fill.headers, cacheControl: PRIVATE_HTML };
    const sent = criticalCss ? Buffer.from(await criticalCss(html.toString())) : html;
    const body = await precompress(sent, fill.status, headers);
    page = { ...body, route: fill.route, stamp: staleness.stampForKeeping(fill.from) };
  } catch (err) {
    onError(err);
    return undefined;
  }
  if (!keep) {
    sendCachedPage(req, res, page, 'uncacheable');
    return undefined;
  }
  store.set(fill.key, page);
  sendCachedPage(req, res, page, 'miss');
  return page;
}
