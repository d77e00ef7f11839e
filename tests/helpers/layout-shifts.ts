import type { Page } from 'playwright-core';

export type Shift = { value: number; startTime: number; sources: string[] };

/**
 * Records, from the page's start, every layout shift not caused by the visitor's own input, with what
 * moved; the returned function reads them.
 */
export async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as (Shift & { hadRecentInput: boolean })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources as unknown as { node?: Node }[]).map(
          (s) => (s.node?.textContent ?? '').trim().slice(0, 40) || (s.node?.nodeName ?? '?'),
        );
        shifts.push({ value: entry.value, startTime: entry.startTime, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}
