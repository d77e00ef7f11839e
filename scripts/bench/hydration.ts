import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, chromiumArgs } from '../../tools/chromium.js';

/**
 * How often hydration must give the main thread back: React yields after every 5 ms of work, but the
 * timer that counts the yields waits behind React's own queued tasks, so the budget leaves room for them.
 */
export const YIELD_EVERY_MS = 40;

/** However short hydration is, it is split: React hydrates each part of the layout in tasks of its own. */
export const MIN_YIELDS = 3;

/** The yields a hydration of `ms` needs: {@link MIN_YIELDS}, and one per {@link YIELD_EVERY_MS}. */
export const yieldsNeeded = (ms: number) => Math.max(MIN_YIELDS, Math.floor(ms / YIELD_EVERY_MS));

export type HydrationTasks = {
  route: string;
  /** Tasks over 50 ms that ran between the `hydration-start` and `hydration-end` marks, longest first (ms). */
  longTasks: number[];
  /** From `hydration-start` to `hydration-end` (ms), at the CPU slowdown. */
  hydrationMs: number;
  /** The longest task over 50 ms anywhere from navigation to a second after hydration (0: none). */
  longestOverallMs: number;
  /**
   * How many times the browser had the main thread back while hydrating (a chain of 0 ms timers ran),
   * in the run furthest from {@link yieldsNeeded}.
   */
  yields: number;
  /** That run's hydration time (ms), which its yields are judged against. */
  yieldsOverMs: number;
};

type Run = Omit<HydrationTasks, 'route'>;

/** Whether run `a`'s yields fall further short of what its length needs than `b`'s (or, as short, came more seldom). */
function sparser(a: Run, b: Run) {
  const short = (r: Run) => yieldsNeeded(r.yieldsOverMs) - r.yields;
  const spacing = (r: Run) => r.yieldsOverMs / (r.yields + 1);
  return short(a) !== short(b) ? short(a) > short(b) : spacing(a) > spacing(b);
}

/**
 * Run in the page before its own scripts: every task over 50 ms (the Long Tasks API) and each moment the
 * main thread was free (a chain of 0 ms timers, until hydration has ended). Source text, not a function:
 * tsx would wrap the timer's named callback in a helper the page does not have.
 */
const RECORD_TASKS = `{
  const tasks = (window.__tasks = []);
  const beats = (window.__beats = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const beat = () => {
    beats.push(performance.now());
    if (performance.getEntriesByName('hydration-end').length === 0) setTimeout(beat);
  };
  beat();
}`;

/**
 * Hydration as a phone would run it: Chromium at a 4× CPU slowdown (DevTools' own throttling), a
 * first visit at 390 px, the browser's Long Tasks API recording every task over 50 ms from the start
 * and a chain of 0 ms timers counting each time the main thread was free until hydration ended.
 * Each route is loaded `runs` times; the run with the longest hydration task is kept, and the run
 * whose yields were sparsest gives the yields.
 */
export async function measureHydration(baseUrl: string, routes: string[], runs = 3): Promise<HydrationTasks[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  const results: HydrationTasks[] = [];
  try {
    for (const route of routes) {
      let worst: Run | undefined;
      let sparsest: Run | undefined;
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript({ content: RECORD_TASKS });
        await page.goto(baseUrl + route);
        await page.waitForFunction(() => performance.getEntriesByName('hydration-end').length > 0, undefined, {
          timeout: 60_000,
        });
        // A second for anything hydration scheduled after itself (effects, late parts in view).
        await page.waitForFunction(
          () => performance.now() - performance.getEntriesByName('hydration-end')[0]!.startTime > 1000,
        );
        const seen = await page.evaluate(() => {
          const start = performance.getEntriesByName('hydration-start')[0]!.startTime;
          const end = performance.getEntriesByName('hydration-end')[0]!.startTime;
          const w = window as unknown as { __tasks: { start: number; duration: number }[]; __beats: number[] };
          return { start, end, tasks: w.__tasks, yields: w.__beats.filter((t) => t > start && t < end).length };
        });
        const during = seen.tasks
          .filter((t) => t.start + t.duration > seen.start && t.start < seen.end)
          .map((t) => Math.round(t.duration))
          .sort((a, b) => b - a);
        const hydrationMs = Math.round(seen.end - seen.start);
        const result: Run = {
          longTasks: during,
          hydrationMs,
          longestOverallMs: Math.round(Math.max(0, ...seen.tasks.map((t) => t.duration))),
          yields: seen.yields,
          yieldsOverMs: hydrationMs,
        };
        if (!worst || (result.longTasks[0] ?? 0) > (worst.longTasks[0] ?? 0)) worst = result;
        if (!sparsest || sparser(result, sparsest)) sparsest = result;
        await context.close();
      }
      results.push({ route, ...worst!, yields: sparsest!.yields, yieldsOverMs: sparsest!.yieldsOverMs });
    }
  } finally {
    await browser.close();
  }
  return results;
}
