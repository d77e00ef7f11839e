import { afterFrame, afterPageLoad } from './lib/after-page-load.js';
import { startDeferredFrames } from './lib/deferred-frames.js';
import { enhanceLayout } from './enhance/layout.js';
import { ISLAND_ATTRIBUTE } from './islands/attribute.js';
import { INLINE_CSS_ID, SITE_SCRIPT_ID } from '../shared/site.js';

/**
 * The one script of every page, a few kilobytes: the page is the server's HTML and works as it is (links,
 * the booking dialog and the menus as popovers, the forms' posts). This adds what the platform leaves out
 * (the layout's enhancements), then, once the page has loaded and painted, the whole stylesheet, the
 * frames from other origins, and the islands: the parts of the page that move, each its own React root,
 * whose code (React included) loads only where a page has one and only once it is needed.
 * No top-level await: the islands' chunks import this one's modules, which must finish evaluating.
 */
enhanceLayout();
void start();

async function start() {
  const script = document.getElementById(SITE_SCRIPT_ID);
  // Only a page that carries its rules inline (production) lacks the stylesheet: development links it.
  const styles = document.getElementById(INLINE_CSS_ID) ? (script?.dataset.styles?.split(' ') ?? []) : [];
  await afterPageLoad();
  startDeferredFrames();
  // The page carries only the rules its own markup uses: the whole stylesheet styles what it may become
  // (menus, dialogs, today's hours, an island's states).
  await Promise.all(styles.map((href) => append('stylesheet', href)));
  await afterFrame();
  // What only some pages have loads with them: today's office hours, the journey's reveal, the hero's video.
  if (document.querySelector('tr[data-weekday]')) void import('./enhance/office-hours.js').then((m) => m.markToday());
  const reveals = document.querySelectorAll<HTMLElement>('[data-reveal]');
  if (reveals.length) void import('./enhance/reveal.js').then((m) => m.startReveals(reveals));
  const video = document.querySelector<HTMLTemplateElement>('template[data-hero-video]');
  if (video) void import('./enhance/hero-video.js').then((m) => m.startHeroVideo(video));
  if (document.querySelector(`[${ISLAND_ATTRIBUTE}]`)) (await import('./islands/runtime.js')).startIslands();
  // For the browser tests and real-user monitoring: the page is as it will stay until someone uses it.
  performance.mark('page-ready');
  document.documentElement.dataset.hydrated = 'true';
}

/** Appends a link to the head; settles once its file has loaded or failed. */
function append(rel: string, href: string) {
  const link = Object.assign(document.createElement('link'), { rel, href });
  return new Promise((resolve) => {
    link.onload = link.onerror = resolve;
    document.head.append(link);
  });
}
