import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, chromiumArgs } from '../../tests/helpers/chromium.js';

export type HydrationTasks = {
  route: string;
  /** Tasks over 50 ms that ran between the `hydration-start` and `hydration-end` marks, longest first (ms). */
  longTasks: number[];
  /** From `hydration-start` to `hydration-end` (ms), at the CPU slowdown. */
  hydrationMs: number;
  /** The longest task over 50 ms anywhere from navigation to a second after hydration (0: none). */
  longestOverallMs: number;
};

/**
 * Hydration as a phone would run it: Chromium at a 4× CPU slowdown (DevTools' own throttling), a
 * first visit at 390 px, the browser's Long Tasks API recording every task over 50 ms from the start.
 * Each route is loaded `runs` times; the run with the longest hydration task is kept.
 */
export async function measureHydration(baseUrl: string, routes: string[], runs = 3): Promise<HydrationTasks[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  const results: HydrationTasks[] = [];
  try {
    for (const route of routes) {
      let worst: HydrationTasks | undefined;
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(() => {
          const tasks: { start: number; duration: number }[] = [];
          (window as unknown as { __tasks: typeof tasks }).__tasks = tasks;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
          }).observe({ type: 'longtask', buffered: true });
        });
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
          const tasks = (window as unknown as { __tasks: { start: number; duration: number }[] }).__tasks;
          return { start, end, tasks };
        });
        const during = seen.tasks
          .filter((t) => t.start + t.duration > seen.start && t.start < seen.end)
          .map((t) => Math.round(t.duration))
          .sort((a, b) => b - a);
        const result = {
          route,
          longTasks: during,
          hydrationMs: Math.round(seen.end - seen.start),
          longestOverallMs: Math.round(Math.max(0, ...seen.tasks.map((t) => t.duration))),
        };
        if (!worst || (result.longTasks[0] ?? 0) > (worst.longTasks[0] ?? 0)) worst = result;
        await context.close();
      }
      results.push(worst!);
    }
  } finally {
    await browser.close();
  }
  return results;
}
