import type { Request, Response } from 'express';
import type { Locale } from '../../shared/locale.js';
import { formAddressesIn, type FormResult } from '../../shared/schemas/form-posts.js';
import { pageRouteShape } from '../metrics/route-shape.js';
import { sendErrorPage } from './error-page.js';
import { bootstrapLink, HTML, type PageRendererOptions } from './page-renderer.js';
import { streamPage } from './stream-page.js';

/** Answers a form's native post with the form's page in the post's language: the visitor's values, errors and alert in it. */
export type RenderFormPage = (
  req: Request,
  res: Response,
  answer: { status: number; locale: Locale; form: FormResult },
) => Promise<void>;

type Options = Pick<PageRendererOptions, 'frontend' | 'site' | 'blog' | 'extraRoutes' | 'renderTimeoutMs'>;

/**
 * Renders the page at a form's action with what a post left in it. One visitor's page: always streamed,
 * never kept, never a 304, and no cache may keep it. The post's status replaces the page's 200; a page
 * that could not render as usual (its own 404 or 503) keeps its own.
 */
export function formPageRenderer({
  frontend,
  site,
  blog,
  extraRoutes,
  renderTimeoutMs = 10_000,
}: Options): RenderFormPage {
  const link = bootstrapLink(frontend.assets.entry);

  return async function renderFormPage(req, res, { status, locale, form }) {
    const controller = new AbortController();
    // Only a visitor who left stops the work (an abort builds an exception, which a finished answer need not pay for).
    res.on('close', () => res.writableFinished || controller.abort());
    const path = formAddressesIn(form.form, locale).action;
    // The form's page as a GET of its address would render it; the origin from SITE_URL, as for every page.
    const request = new Request(new URL(path, site.siteUrl), { signal: controller.signal });
    const fail = (err: unknown) => sendErrorPage(req, res, frontend.assets, err);

    let prepared;
    try {
      const entry = await frontend.loadEntry();
      prepared = await entry.preparePage(request, { site, assets: frontend.assets, blog, extraRoutes, form });
    } catch (err) {
      if (!controller.signal.aborted) fail(err);
      return;
    }
    if (prepared.kind === 'response') return fail(new Error(`the page of ${path} answered without rendering`));

    const answered = prepared.status === 200 ? status : prepared.status;
    res.routeShape = pageRouteShape(prepared.route.path, answered);
    const headers = ['Content-Type', HTML, 'Cache-Control', 'no-store', ...Object.entries(prepared.headers).flat()];
    streamPage(req, res, prepared, {
      status: answered,
      headers: [...headers, 'Link', link],
      timeoutMs: renderTimeoutMs,
      onShellError: fail,
    });
  };
}
