import { afterFrame, afterPageLoad } from './lib/after-page-load.js';
import { startDeferredFrames } from './lib/deferred-frames.js';
import { HYDRATION_SCRIPT_ID, INLINE_CSS_ID, type HydrationPayload } from '../shared/site.js';

/**
 * The bootstrap: a kilobyte that lets the server's page paint and load first, then asks for the whole
 * stylesheet and the code that makes the page interactive. Until then the bytes that paint (the HTML with
 * the rules it uses, the fonts and images above the fold) have the connection to themselves: on slow 4G
 * the scripts would otherwise hold the largest paint back (docs/performance.md, First paint). Meanwhile
 * the page works as plain HTML (its links are links).
 * No top-level await: the application's chunks import this one's modules, which must finish evaluating.
 */
async function start() {
  const payloadJson = document.getElementById(HYDRATION_SCRIPT_ID)?.textContent ?? '';
  const payload = JSON.parse(payloadJson) as HydrationPayload;
  const { preloads } = payload.assets;
  // Only a page that carries its rules inline (production) lacks the stylesheet: development links it.
  const styles = document.getElementById(INLINE_CSS_ID) ? payload.assets.styles : [];
  await afterPageLoad();
  startDeferredFrames();
  // The page carries only the rules its own markup uses: the whole stylesheet styles what it may become
  // (menus, dialogs, other pages) and is in place before hydration lets anything change it.
  const ready = Promise.all(styles.map((href) => append('stylesheet', href)));
  // Every script the first page needs, asked for at once rather than discovered import by import.
  for (const href of preloads) void append('modulepreload', href);
  await ready;
  // The whole stylesheet's style pass in a frame of its own, ahead of evaluating the application: together
  // they make one long task on a slow phone.
  await afterFrame();
  const { hydrate } = await import('./hydrate.js');
  await hydrate(payload, payloadJson);
}

/** Appends a link to the head; settles once its file has loaded or failed. */
function append(rel: string, href: string) {
  const link = Object.assign(document.createElement('link'), { rel, href });
  return new Promise((resolve) => {
    link.onload = link.onerror = resolve;
    document.head.append(link);
  });
}

void start();
