import { track } from './cleanup.js';
import { CHROMIUM_PATH, chromiumArgs } from '../../tests/helpers/chromium.js';

export type LighthouseScores = {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failing: string[];
};

/**
 * Lighthouse with its default mobile settings (emulated phone, simulated slow 4G and CPU slowdown),
 * driving Debian's Chromium. Loaded lazily: it is a large dev dependency only the benchmark needs.
 */
export async function runLighthouse(baseUrl: string, routes: string[]): Promise<LighthouseScores[]> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // Chromium's --headless is the new headless mode.
    chromeFlags: chromiumArgs,
  });
  // Its own SIGINT handler would run after the bench's, which exits at once.
  track(chrome.process);
  const scores: LighthouseScores[] = [];
  try {
    const audit = (url: string) =>
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
    // The first audit in a fresh browser often fails to trace; a throwaway run warms it up.
    await audit(baseUrl + '/robots.txt').catch(() => undefined);
    for (const route of routes) {
      let result = await audit(baseUrl + route);
      if (result?.lhr.runtimeError) result = await audit(baseUrl + route);
      if (!result) throw new Error(`lighthouse returned nothing for ${route}`);
      if (result.lhr.runtimeError) throw new Error(`lighthouse failed on ${route}: ${result.lhr.runtimeError.message}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const failing = Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      scores.push({
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        failing,
      });
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
