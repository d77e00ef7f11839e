import escapeHtml from 'escape-html';
import { clinic } from '../../shared/clinic.js';
import { localeInfo, localizePath, type Locale } from '../../shared/locale.js';
import type { PageAssets } from '../../shared/site.js';
import { formTexts } from './language.js';
import type { UnreadableBody } from './post-body.js';

/** Which of the page's texts tells each kind of unreadable body. */
const pageTexts = {
  payload_too_large: 'tooLarge',
  unsupported_media_type: 'mediaType',
  invalid_json: 'damaged',
  bad_request: 'damaged',
} as const satisfies Record<UnreadableBody['error'], string>;

/**
 * A native post whose body could not be read: nothing to put back in the form, but the browser kept
 * it. A static page, no React (the body gave nothing to render the form with), styled like the error page,
 * in the language of the address the form posted to.
 */
export function unreadablePostPageHtml(
  why: UnreadableBody,
  assets: PageAssets,
  requestId: string,
  locale: Locale,
): string {
  const words = formTexts(locale).unreadable.page;
  const { title, problem, next } = words[pageTexts[why.error]];
  const styles = assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return (
    `<!DOCTYPE html><html lang="${localeInfo[locale].htmlLang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)} | ${escapeHtml(clinic.name)}</title>${styles}</head>` +
    `<body><main id="main" class="error-page"><h1>${escapeHtml(title)}</h1>` +
    `<p>${escapeHtml(problem)}</p>` +
    `<p>${escapeHtml(words.goBack)} ` +
    `${escapeHtml(next)}${escapeHtml(words.orCall)}<a href="tel:${clinic.phone.tel}">${escapeHtml(clinic.phone.display)}</a>.</p>` +
    `<p><a href="${localizePath('/', locale)}">${escapeHtml(words.home)}</a></p>` +
    `<p class="error-page__ref">${escapeHtml(words.reference)} ${escapeHtml(requestId)}</p></main></body></html>`
  );
}
