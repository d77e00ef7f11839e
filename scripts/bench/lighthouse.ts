import type { RunnerResult } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { track } from './cleanup.js';
import { CHROMIUM_PATH, chromiumArgs } from '../../tools/chromium.js';

type Lhr = RunnerResult['lhr'];

export type LighthouseScores = {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The longest main-thread task Lighthouse saw, at its simulated CPU slowdown (0: none over 50 ms). */
  longestTaskMs: number;
  /** What the largest contentful paint was: text or an image, and its element. */
  lcpElement: string;
  failing: string[];
  /** The performance score of each run, in order. */
  runs: number[];
  /** The same page with its scripts removed, served statically, audited in turn with it (see static-copy.ts). */
  staticCopy?: StaticCopyScores;
};

export type StaticCopyScores = { performance: number; tbtMs: number; lcpMs: number; runs: number[] };

export type LighthouseRecord = { version: string; runsPerRoute: number; scores: LighthouseScores[] };

/**
 * Lighthouse with its default mobile settings (emulated phone, simulated slow 4G and 4× CPU slowdown),
 * driving Debian's Chromium; each route audited `runsPerRoute` times and reported by its median run,
 * chosen as Lighthouse's own tooling chooses it (nearest to the median FCP and TTI). Loaded lazily: it
 * is a large dev dependency only the benchmark needs. Lighthouse refuses a page answered 404 unless told
 * to audit it anyway: `notFound` names the routes that answer 404 by design. With `staticCopyUrl`, each
 * run of a route is followed by a run on its static copy there, so both meet the machine in the same state.
 */
export async function runLighthouse(
  baseUrl: string,
  routes: string[],
  {
    runsPerRoute = 3,
    notFound = new Set<string>(),
    staticCopyUrl,
  }: { runsPerRoute?: number; notFound?: Set<string>; staticCopyUrl?: string } = {},
): Promise<LighthouseRecord> {
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
  let version = '';
  try {
    const audit = async (url: string, ignoreStatusCode = false): Promise<Lhr> => {
      const run = () =>
        lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          ignoreStatusCode,
        });
      // A trace now and then comes back broken (NO_NAVSTART, NO_FCP) on a busy machine: up to three attempts.
      let result = await run();
      for (let attempt = 1; attempt < 3 && result?.lhr.runtimeError; attempt++) result = await run();
      if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
      return result.lhr;
    };
    // The first audit in a fresh browser often fails to trace; a throwaway run warms it up.
    await audit(baseUrl + '/robots.txt').catch(() => undefined);
    for (const route of routes) {
      const lhrs: Lhr[] = [];
      const copies: Lhr[] = [];
      for (let i = 0; i < runsPerRoute; i++) {
        lhrs.push(await audit(baseUrl + route, notFound.has(route)));
        if (staticCopyUrl) copies.push(await audit(staticCopyUrl + route, notFound.has(route)));
      }
      const median = computeMedianRun(lhrs);
      version = median.lighthouseVersion;
      const runs = (of: Lhr[]) => of.map((lhr) => categoryScore(lhr, 'performance'));
      const copy = copies.length > 0 ? summarize(computeMedianRun(copies)) : undefined;
      scores.push({
        route,
        ...summarize(median),
        runs: runs(lhrs),
        ...(copy && {
          staticCopy: { performance: copy.performance, tbtMs: copy.tbtMs, lcpMs: copy.lcpMs, runs: runs(copies) },
        }),
      });
    }
  } finally {
    chrome.kill();
  }
  return { version, runsPerRoute, scores };
}

const categoryScore = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

function summarize(lhr: Lhr): Omit<LighthouseScores, 'route' | 'runs'> {
  const { audits } = lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? 0;
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  const longTasks = (audits['long-tasks']?.details as { items?: { duration?: number }[] } | undefined)?.items ?? [];
  return {
    performance: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    seo: categoryScore(lhr, 'seo'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    longestTaskMs: Math.round(Math.max(0, ...longTasks.map((t) => t.duration ?? 0))),
    // Lighthouse 13 names it in the LCP breakdown insight; 12 had an audit of its own.
    lcpElement: describeLcpElement(
      (audits['lcp-breakdown-insight'] ?? audits['largest-contentful-paint-element'])?.details,
    ),
    failing,
  };
}

/** The LCP element's tag and label, from the first node in the audit's details (nested differently by version). */
function describeLcpElement(details: unknown): string {
  const stack = [details];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object') continue;
    const node = value as { type?: string; snippet?: string; nodeLabel?: string };
    if (node.type === 'node' && node.snippet) {
      const tag = node.snippet.match(/^<(\w+)/)?.[1] ?? '?';
      return `<${tag}> ${(node.nodeLabel ?? '').slice(0, 40)}`;
    }
    stack.push(...Object.values(value));
  }
  return '';
}
