import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { CHROMIUM_PATH, chromiumArgs } from '../../tools/chromium.js';
import { inPage } from './in-page.js';

/** Lighthouse's slow 4G as DevTools applies it for real (its "applied" figures) and a 4× slower CPU. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.4746 * 1024 * 1024) / 8,
  uploadThroughput: (0.675 * 1024 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** How long after the first paint the finger lands. */
export const TAP_AFTER_PAINT_MS = 300;
/** The pages the tap is measured on, unless the run names its own. */
export const TAP_ROUTES = ['/', '/special', '/services/knee', '/contact', '/about'];
export const TAP_RUNS = 3;

export type Tap = {
  /** First contentful paint, from navigation (ms). */
  firstPaintMs: number;
  /** When the finger landed, after the first paint (ms): {@link TAP_AFTER_PAINT_MS} unless the bench heard of the paint late. */
  landedAfterPaintMs: number;
  /** From the finger landing (the bench's clock) to the dialog's `toggle` event (the page's clock); null: never. */
  toToggleMs: number | null;
  /** The longest Event Timing entry the page recorded for the tap (ms; 0: none over 16 ms). */
  eventTimingMs: number;
  /** The tap's latency: the larger of the two; null: the dialog never opened, the tap was lost. */
  latencyMs: number | null;
  /** How the dialog opened: as the page's own popover (before the site's script) or as its modal. */
  openedAs: 'popover' | 'modal' | null;
  /** When the site's script marked `page-ready`, from navigation (ms); null: not within the wait. */
  pageReadyMs: number | null;
};

export type FirstTap = { route: string; taps: Tap[] };

/** Run in the page before its own scripts: the dialog's opening on the wall clock, and the page's Event Timing. */
const RECORD_TAP = `{
  const seen = (window.__tap = { opened: null, as: null, events: [] });
  document.addEventListener('toggle', (event) => {
    if (event.target.id !== 'booking-dialog' || event.newState !== 'open' || seen.opened !== null) return;
    seen.opened = Date.now();
    seen.as = event.target.matches(':modal') ? 'modal' : 'popover';
  }, true);
  const keep = (list) => { for (const entry of list.getEntries()) seen.events.push(entry.duration); };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
}`;

/** Where the header's Schedule Now is on screen (the one shown at this width). */
const SCHEDULE_NOW = `(() => {
  const button = [...document.querySelectorAll('header [popovertarget="booking-dialog"]')].find(
    (b) => b.textContent.trim() === 'Schedule Now' && b.getClientRects().length > 0,
  );
  const rect = button?.getBoundingClientRect();
  return rect && { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
})()`;

const VIEWPORT = { width: 390, height: 844 };

/**
 * Where the header's Schedule Now is at this width, from a visit of its own without throttling: asked
 * during the measured visit, the page's busy main thread would hold the finger back.
 */
async function scheduleNowOn(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: VIEWPORT, hasTouch: true });
  const page = await context.newPage();
  await page.goto(url);
  const at = await inPage(await context.newCDPSession(page)).until<{ x: number; y: number }>(SCHEDULE_NOW);
  await context.close();
  return at;
}

/**
 * When the main frame's first contentful paint was, on the wall clock, as soon as Chromium tells the
 * DevTools protocol (its lifecycle event, on the protocol's monotonic clock; the document request gives
 * that clock's wall time). Awaited before the navigation, which it must see from its start.
 */
async function firstPaintOnWallClock(cdp: CDPSession): Promise<{ wallTime: Promise<number> }> {
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  const main = (await cdp.send('Page.getFrameTree')).frameTree.frame.id;
  const wallTime = new Promise<number>((resolve, reject) => {
    let offset: number | undefined;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.frameId === main && e.type === 'Document') offset ??= e.wallTime - e.timestamp;
    });
    cdp.on('Page.lifecycleEvent', (e) => {
      if (e.frameId === main && e.name === 'firstContentfulPaint' && offset !== undefined)
        resolve((e.timestamp + offset) * 1000);
    });
    setTimeout(() => reject(new Error('no first contentful paint within 120 s')), 120_000).unref();
  });
  return { wallTime };
}

/**
 * Time to working, as a phone on slow 4G meets it: per route, fresh 390 px visits under DevTools' network
 * and CPU throttling; a finger lands on the header's Schedule Now {@link TAP_AFTER_PAINT_MS} ms after the
 * first paint, timed by the bench's own clock (a finger does not wait for the page), and the latency runs to
 * the booking dialog's `toggle` event, read on the page's wall clock; never less than the page's own Event
 * Timing record of the tap. The goal: the dialog opens at the tap, whatever the page is still doing.
 */
export async function measureFirstTap(baseUrl: string, routes: string[], runs = TAP_RUNS): Promise<FirstTap[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  const results: FirstTap[] = [];
  try {
    for (const route of routes) {
      const taps: Tap[] = [];
      const at = await scheduleNowOn(browser, baseUrl + route);
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: VIEWPORT, hasTouch: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        const js = inPage(cdp);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        // Other origins' frames (the booking widget) are answered at once: what is measured is this site.
        await context.route(
          (url) => url.origin !== new URL(baseUrl).origin,
          (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stand-in</title>' }),
        );
        await page.addInitScript({ content: RECORD_TAP });
        const painted = await firstPaintOnWallClock(cdp);
        void page.goto(baseUrl + route, { waitUntil: 'commit', timeout: 120_000 }).catch(() => undefined);
        const tapAt = (await painted.wallTime) + TAP_AFTER_PAINT_MS;
        await new Promise((resolve) => setTimeout(resolve, tapAt - Date.now()));
        const landed = Date.now();
        // The finger lifts at once, as Playwright's tap does; the browser keeps the two in order.
        await Promise.all([
          cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at], timestamp: landed / 1000 }),
          cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
        ]);
        const opened = await js.until<number>('window.__tap.opened', { timeout: 30_000, every: 50 }).catch(() => null);
        const pageReady = await js
          .until<number>(`performance.getEntriesByName('page-ready')[0]?.startTime`, { timeout: 60_000, every: 50 })
          .catch(() => null);
        // Event Timing reports an interaction after the frame that follows it.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const seen = await js.evaluate<{ as: Tap['openedAs']; events: number[]; origin: number; paint: number }>(
          `({ ...window.__tap, origin: performance.timeOrigin, paint: performance.getEntriesByName('first-contentful-paint')[0].startTime })`,
        );
        const toToggleMs = opened === null ? null : opened - landed;
        const eventTimingMs = Math.round(Math.max(0, ...seen.events));
        taps.push({
          firstPaintMs: Math.round(seen.paint),
          landedAfterPaintMs: Math.round(landed - seen.origin - seen.paint),
          toToggleMs,
          eventTimingMs,
          latencyMs: toToggleMs === null ? null : Math.max(toToggleMs, eventTimingMs),
          openedAs: seen.as,
          pageReadyMs: pageReady === null ? null : Math.round(pageReady),
        });
        await context.close();
      }
      results.push({ route, taps });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** The median latency of these taps (the upper one of an even count); a lost tap counts as never. */
export function medianLatency(taps: Tap[]): number {
  const sorted = taps.map((t) => t.latencyMs ?? Infinity).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Infinity;
}
