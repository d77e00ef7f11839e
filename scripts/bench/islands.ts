import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, chromiumArgs } from '../../tools/chromium.js';
import { inPage, islandNames, wakeIsland } from './in-page.js';

export type IslandHydration = {
  name: string;
  /** From its `island-start` mark to its `island-end` mark (ms), at the CPU slowdown. */
  hydrationMs: number;
  /** The longest task over 50 ms that ran between those marks (0: none). */
  longestTaskMs: number;
};

export type IslandsRun = {
  route: string;
  /** When the site's script marked `page-ready`, from navigation (ms). */
  pageReadyMs: number;
  /** Tasks over 50 ms from navigation to `page-ready`, longest first (ms). */
  longTasks: number[];
  /** Each island of the page, woken in turn once the page was ready. */
  islands: IslandHydration[];
};

/** Run in the page before its own scripts: every task over 50 ms (the Long Tasks API), kept for the bench. */
const RECORD_TASKS = `{
  const tasks = (window.__tasks = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}`;

type Seen = {
  pageReady: number;
  tasks: { start: number; duration: number }[];
  marks: Record<string, { start: number; end: number }>;
};

const READ = (names: string[]) => `(() => {
  const at = (name) => performance.getEntriesByName(name)[0].startTime;
  const marks = {};
  for (const name of ${JSON.stringify(names)}) marks[name] = { start: at('island-start:' + name), end: at('island-end:' + name) };
  return { pageReady: at('page-ready'), tasks: window.__tasks, marks };
})()`;

/** The longest of a run's tasks, wherever it ran: how runs are compared. */
const worstTask = (run: IslandsRun) => Math.max(run.longTasks[0] ?? 0, ...run.islands.map((i) => i.longestTaskMs));

/**
 * The main thread as a phone would run the page: Chromium at a 4× CPU slowdown (DevTools' own throttling),
 * a first visit at 390 px, the Long Tasks API recording from the start. The tasks up to `page-ready` (the
 * site's script done), then each island brought into view (and pointed at) in turn until its `island-end`
 * mark. Each route is loaded `runs` times; the run with the longest task is kept.
 */
export async function measureIslands(baseUrl: string, routes: string[], runs = 3): Promise<IslandsRun[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  const results: IslandsRun[] = [];
  try {
    for (const route of routes) {
      let worst: IslandsRun | undefined;
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        const js = inPage(cdp);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript({ content: RECORD_TASKS });
        await page.goto(baseUrl + route);
        await js.until(`performance.getEntriesByName('page-ready').length > 0`);
        const names = await islandNames(js);
        for (const name of names) await wakeIsland(page, js, name);
        // The Long Tasks API reports a task once it has ended, and after the frame: time for the last one.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const seen = await js.evaluate<Seen>(READ(names));
        const longest = (from: number, to: number) =>
          Math.round(
            Math.max(
              0,
              ...seen.tasks.filter((t) => t.start < to && t.start + t.duration > from).map((t) => t.duration),
            ),
          );
        const result: IslandsRun = {
          route,
          pageReadyMs: Math.round(seen.pageReady),
          longTasks: seen.tasks
            .filter((t) => t.start < seen.pageReady)
            .map((t) => Math.round(t.duration))
            .sort((a, b) => b - a),
          islands: names.map((name) => {
            const { start, end } = seen.marks[name]!;
            return { name, hydrationMs: Math.round(end - start), longestTaskMs: longest(start, end) };
          }),
        };
        if (!worst || worstTask(result) > worstTask(worst)) worst = result;
        await context.close();
      }
      results.push(worst!);
    }
  } finally {
    await browser.close();
  }
  return results;
}
