import { afterFrame, afterPageLoad } from './lib/after-page-load.js';
import { startDeferredFrames } from './lib/deferred-frames.js';
import { fontSwapMarks, swapFontsUnlessTextMoves } from './lib/font-swap.js';
import { FONTS_CSS_ID, HYDRATION_SCRIPT_ID, INLINE_CSS_ID, type HydrationPayload } from '../shared/site.js';

/**
 * The bootstrap: a kilobyte that lets the server's page paint and load first, then asks for the web fonts,
 * the whole stylesheet and the code that makes the page interactive. Until then the bytes that paint (the
 * HTML with the rules it uses, the images above the fold) have the connection to themselves: on slow 4G
 * the fonts and the scripts would otherwise hold the largest paint back (docs/performance.md, First paint).
 * Meanwhile the page works as plain HTML (its links are links) in metric-matched fallback fonts, which
 * the web fonts replace only where that moves nothing in view (lib/font-swap).
 * No top-level await: the application's chunks import this one's modules, which must finish evaluating.
 */
async function start() {
  const payloadJson = document.getElementById(HYDRATION_SCRIPT_ID)?.textContent ?? '';
  const payload = JSON.parse(payloadJson) as HydrationPayload;
  const { fonts, preloads } = payload.assets;
  // Only a page that carries its rules inline (production) lacks the stylesheet: development links it.
  const styles = document.getElementById(INLINE_CSS_ID) ? payload.assets.styles : [];
  await afterPageLoad();
  startDeferredFrames();
  // The page carries only the rules its own markup uses: the whole stylesheet styles what it may become
  // (menus, dialogs, other pages) and is in place before hydration lets anything change it. The fonts'
  // rules apply once both files are in memory: one layout with them, rather than one with the fallbacks
  // when the rules apply and another when the files arrive.
  const ready = Promise.all([
    ...fonts.map((href) => append('preload', href, 'font')),
    ...styles.map((href) => append('stylesheet', href)),
  ]);
  // Every script the first page needs, asked for at once rather than discovered import by import.
  for (const href of preloads) void append('modulepreload', href);
  await ready;
  // The whole stylesheet's style pass in a frame of its own, ahead of the fonts' trial layout: together
  // they make one long task on a slow phone.
  await afterFrame();
  const fontsStyle = document.getElementById(FONTS_CSS_ID);
  if (fontsStyle) performance.mark(fontSwapMarks[swapFontsUnlessTextMoves(fontsStyle) ? 'swapped' : 'deferred']);
  // That layout in a frame of its own, ahead of evaluating the application.
  await afterFrame();
  const { hydrate } = await import('./hydrate.js');
  await hydrate(payload, payloadJson);
}

/** Appends a link to the head; settles once its file has loaded or failed. */
function append(rel: string, href: string, as = '') {
  const link = Object.assign(document.createElement('link'), { rel, href, as });
  // Fonts are fetched in CORS mode: a preload in another mode would not be reused.
  if (as === 'font') link.crossOrigin = '';
  return new Promise((resolve) => {
    link.onload = link.onerror = resolve;
    document.head.append(link);
  });
}

void start();
