import escapeHtml from 'escape-html';
import type { Request, Response } from 'express';
import { clinic } from '../../shared/clinic.js';
import type { PageAssets } from '../../shared/site.js';
import { localeInfo, localeOfPath, localizePath, type Locale } from '../../shared/locale.js';
import { uiTexts } from '../../client/texts/ui.js';

/**
 * A static page for when rendering fails: no React, no stack trace, a way home and a phone number, in
 * the language of the address asked for.
 */
export function errorPageHtml(assets: PageAssets | undefined, requestId: string, locale: Locale = 'en'): string {
  const styles = (assets?.styles ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const words = uiTexts[locale].layout.errorPage;
  return (
    `<!DOCTYPE html><html lang="${localeInfo[locale].htmlLang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(words.title)} | ${escapeHtml(clinic.name)}</title>${styles}</head>` +
    `<body><main id="main" class="error-page"><h1>${escapeHtml(words.heading)}</h1>` +
    `<p>${escapeHtml(words.tryAgain)} ` +
    `<a href="tel:${clinic.phone.tel}">${escapeHtml(clinic.phone.display)}</a>.</p>` +
    `<p><a href="${localizePath('/', locale)}">${escapeHtml(words.home)}</a></p>` +
    `<p class="error-page__ref">${escapeHtml(words.reference)} ${escapeHtml(requestId)}</p></main></body></html>`
  );
}

/** Logs the failure and answers 500 with the error page; once the headers are out, the connection is cut instead. */
export function sendErrorPage(req: Request, res: Response, assets: PageAssets | undefined, err: unknown) {
  req.log.error({ err, reqId: req.id }, 'page render failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res
    .status(500)
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(errorPageHtml(assets, String(req.id), localeOfPath(req.path)));
}
