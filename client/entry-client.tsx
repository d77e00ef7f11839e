import { afterPageLoad } from './lib/after-page-load.js';
import { FONTS_CSS_ID, HYDRATION_SCRIPT_ID, type HydrationPayload } from '../shared/site.js';

/**
 * The bootstrap: a kilobyte that lets the server's page paint and load first, then asks for the web fonts,
 * the whole stylesheet and the code that makes the page interactive. Until then the bytes that paint (the HTML with its
 * stylesheet, the images above the fold) have the connection to themselves: on slow 4G the fonts (≈ 55 KB)
 * and the scripts (up to 100 KB) would otherwise hold the largest paint back. Meanwhile the page works as
 * plain HTML (its links are links), and the metric-matched fallback fonts take the web fonts' room, so
 * their arrival moves nothing.
 * No top-level await: the application's chunks import this one's modules, which must finish evaluating.
 */
async function start() {
  const payloadJson = document.getElementById(HYDRATION_SCRIPT_ID)?.textContent ?? '';
  const payload = JSON.parse(payloadJson) as HydrationPayload;
  await afterPageLoad();
  // The web fonts' rules apply, and both faces (on screen on every page) are fetched at once.
  document.getElementById(FONTS_CSS_ID)?.removeAttribute('media');
  // The page carries only the rules its own markup uses: the whole stylesheet styles what it may
  // become (menus, dialogs, other pages) and is in place before anything can change it.
  const stylesheets = payload.assets.styles.map(linkStylesheet);
  // Every script the first page needs, asked for at once rather than discovered import by import.
  for (const href of payload.assets.preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  const [{ hydrate }] = await Promise.all([import('./hydrate.js'), ...stylesheets]);
  await hydrate(payload, payloadJson);
}

/** Links a stylesheet unless the page already does (development); settles once it loaded or failed. */
function linkStylesheet(href: string) {
  if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const settled = new Promise((resolve) => {
    link.onload = link.onerror = resolve;
  });
  document.head.append(link);
  return settled;
}

void start();
