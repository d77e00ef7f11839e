import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, chromiumArgs } from '../../tools/chromium.js';
import { inPage } from './in-page.js';

export const NAVIGATION_FROM = '/special';
export const NAVIGATION_TO = '/privacy';
export const NAVIGATION_TRIES = 5;

export type NavigationTry = {
  /** Whether the prefetch was ready (CDP Preload) before the click; the click comes after 15 s anyway. */
  prefetched: boolean;
  /** From the click (the bench's clock) to the new document's commit (CDP `Page.frameNavigated`), ms. */
  commitMs: number;
  /** The new document's navigation entry: its `deliveryType`, or `prerender` when activated from one. */
  delivery: string;
  /** How Chromium ended the prerender the press asked for (CDP Preload), if it did. */
  prerender: string;
  /** Whether Back showed the first page from the back/forward cache (`pageshow` with `persisted`). */
  restored: boolean;
  /** Why not, as Chromium says (`Page.backForwardCacheNotUsed`). */
  notRestoredReasons: string[];
};

/** Every `pageshow`'s `persisted`, kept by the page for the bench. */
const RECORD_SHOWS = `addEventListener('pageshow', (event) => (window.__shows ??= []).push(event.persisted));`;

const NEW_DOCUMENT = `(() => {
  const entry = performance.getEntriesByType('navigation')[0];
  return entry && (entry.activationStart > 0 ? 'prerender' : entry.deliveryType || 'network');
})()`;

/**
 * Going to another page as a desktop visitor does: on {@link NAVIGATION_FROM}, the pointer rests on the
 * footer's link to {@link NAVIGATION_TO} until Chromium has prefetched it (the page's Speculation-Rules
 * header), then clicks; from the click, timed by the bench, to the new document's commit. Then Back, and
 * whether the first page came back from the back/forward cache. A fresh context per try. Chromium never
 * prerenders while the DevTools protocol is attached, so the press's prerender is reported, not used.
 */
export async function measureNavigation(baseUrl: string, tries = NAVIGATION_TRIES): Promise<NavigationTry[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs,
    // Playwright turns the cache off; a visitor's Chromium has it.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  const results: NavigationTry[] = [];
  try {
    for (let i = 0; i < tries; i++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const js = inPage(cdp);
      await cdp.send('Page.enable');
      await cdp.send('Preload.enable');
      let prefetchReady = () => {};
      const prefetched = new Promise<void>((resolve) => (prefetchReady = resolve));
      let prerender = '';
      const notRestoredReasons: string[] = [];
      const navigated: { url: string; at: number; type: string }[] = [];
      cdp.on('Preload.prefetchStatusUpdated', (e) => {
        if (e.prefetchUrl === baseUrl + NAVIGATION_TO && e.status === 'Ready') prefetchReady();
      });
      cdp.on('Preload.prerenderStatusUpdated', (e) => {
        if (e.key.url === baseUrl + NAVIGATION_TO && e.status === 'Failure') prerender = e.prerenderStatus ?? 'failed';
      });
      cdp.on('Page.frameNavigated', (e) => {
        if (!e.frame.parentId) navigated.push({ url: e.frame.url, at: Date.now(), type: e.type });
      });
      cdp.on('Page.backForwardCacheNotUsed', (e) => {
        notRestoredReasons.push(...e.notRestoredExplanations.map((n) => n.reason));
      });
      await page.addInitScript({ content: RECORD_SHOWS });
      await page.goto(baseUrl + NAVIGATION_FROM);
      await js.until(`performance.getEntriesByName('page-ready').length > 0`);
      const at = await js.evaluate<{ x: number; y: number }>(`(() => {
        const link = document.querySelector('footer a[href="${NAVIGATION_TO}"]');
        link.scrollIntoView({ block: 'center', behavior: 'instant' });
        const rect = link.getBoundingClientRect();
        return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
      })()`);
      await page.mouse.move(at.x, at.y);
      const ready = await Promise.race([
        prefetched.then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000)),
      ]);
      const clicked = Date.now();
      await Promise.all([
        cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...at, button: 'left', clickCount: 1 }),
        cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...at, button: 'left', clickCount: 1 }),
      ]);
      const arrived = () => navigated.find((n) => n.url === baseUrl + NAVIGATION_TO && n.at >= clicked);
      await until(() => arrived() !== undefined);
      const delivery = await js.until<string>(NEW_DOCUMENT);
      const back = navigated.length;
      await cdp.send('Page.navigateToHistoryEntry', {
        entryId: await cdp.send('Page.getNavigationHistory').then((h) => h.entries[h.currentIndex - 1]!.id),
      });
      await until(() => navigated.length > back);
      // Restored, the page hears a second pageshow; loaded anew, its first.
      const restored = navigated.at(-1)!.type === 'BackForwardCacheRestore';
      const shows = await js.until<boolean[]>(`window.__shows?.length >= ${restored ? 2 : 1} && window.__shows`);
      results.push({
        prefetched: ready,
        commitMs: arrived()!.at - clicked,
        delivery,
        prerender,
        restored: shows.at(-1) === true,
        notRestoredReasons,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function until(done: () => boolean, timeout = 30_000) {
  for (const end = Date.now() + timeout; !done(); await new Promise((resolve) => setTimeout(resolve, 5)))
    if (Date.now() > end) throw new Error(`no navigation within ${timeout} ms`);
}
