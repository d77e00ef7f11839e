import escapeHtml from 'escape-html';
import { clinic } from '../../shared/clinic.js';
import type { PageAssets } from '../../shared/site.js';
import type { UnreadableBody } from './post-body.js';

const texts: Record<UnreadableBody['error'], { title: string; problem: string; next: string }> = {
  payload_too_large: {
    title: 'Your message is too long',
    problem: 'Your message is longer than this form accepts, so it was not sent.',
    next: 'Please shorten it and send it again',
  },
  unsupported_media_type: {
    title: 'We could not read your message',
    problem: 'Your message did not arrive the way this form sends it, so it was not sent.',
    next: 'Please send it again from the form',
  },
  invalid_json: {
    title: 'We could not read your message',
    problem: 'Your message arrived incomplete or damaged, so it was not sent.',
    next: 'Please send it again',
  },
  bad_request: {
    title: 'We could not read your message',
    problem: 'Your message arrived incomplete or damaged, so it was not sent.',
    next: 'Please send it again',
  },
};

/**
 * A native post whose body could not be read: nothing to put back in the form, but the browser kept
 * it. A static page, no React (the body gave nothing to render the form with), styled like the error page.
 */
export function unreadablePostPageHtml(why: UnreadableBody, assets: PageAssets, requestId: string): string {
  const { title, problem, next } = texts[why.error];
  const styles = assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return (
    '<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)} | ${escapeHtml(clinic.name)}</title>${styles}</head>` +
    `<body><main id="main" class="error-page"><h1>${escapeHtml(title)}</h1>` +
    `<p>${escapeHtml(problem)}</p>` +
    "<p>Go back with your browser's Back button: what you typed is still in the form. " +
    `${escapeHtml(next)}, or call us at <a href="tel:${clinic.phone.tel}">${escapeHtml(clinic.phone.display)}</a>.</p>` +
    '<p><a href="/">Return to Home</a></p>' +
    `<p class="error-page__ref">Reference: ${escapeHtml(requestId)}</p></main></body></html>`
  );
}
