/**
 * npm run bench: builds, then measures the production server on loopback and writes docs/benchmarks.md.
 * Options (after `--`):
 *   --quick              shortens every phase (for trying the harness, not for the record)
 *   --no-lighthouse      skips Lighthouse
 *   --only=a,b           runs only these phases: throughput, unknown-paths, memory, weight, islands, first-tap, navigation, lighthouse, growth, forms, outbox
 *   --routes=/,/special  measures only these routes in the weight, islands, first-tap and Lighthouse phases
 *   --lighthouse-runs=N  audits each route N times (default 3) and reports the median run
 * A quick or partial run writes docs/benchmarks.quick.md (gitignored) instead of the record.
 * The load comes from wrk; every load request asks for gzip, as browsers do, and the static baseline
 * serves the app's gzip bytes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBareNode, startBaseline, type PageBytes } from './baseline.js';
import { measureGrowth } from './growth.js';
import { measureIslands, type IslandsRun } from './islands.js';
import {
  measureFirstTap,
  medianLatency,
  TAP_AFTER_PAINT_MS,
  TAP_ROUTES,
  TAP_RUNS,
  type FirstTap,
} from './first-tap.js';
import {
  measureNavigation,
  NAVIGATION_FROM,
  NAVIGATION_TO,
  NAVIGATION_TRIES,
  type NavigationTry,
} from './navigation.js';
import { runLighthouse, type LighthouseScores } from './lighthouse.js';
import { startStaticCopy } from './static-copy.js';
import { measureForms, type FormsRun } from './forms.js';
import { measureOutbox, OUTBOX_MESSAGES, outboxBudget, outboxReportLines, type OutboxRun } from './outbox.js';
import { installCleanup } from './cleanup.js';
import { rootDir, rssMb } from './processes.js';
import { startBenchSite } from './site.js';
import { rawGet } from './raw-get.js';
import { hammer, load, threeWay, threeWayMedians, threeWayTable, type ThreeWay } from './throughput.js';
import { measureUnknownPaths, type UnknownPathsRun } from './unknown-paths.js';
import { recordWithRun, type RunRow } from './record.js';
import type { WrkResult } from './wrk.js';
import { measureWeights, type Weight } from './weight.js';
import { services } from '../../client/content/services.js';
import { defaultLocale, localizePath, locales, pathWithoutLocale } from '../../shared/locale.js';

const PHASES = [
  'throughput',
  'memory',
  'weight',
  'islands',
  'first-tap',
  'navigation',
  'lighthouse',
  'growth',
  'forms',
  'unknown-paths',
  'outbox',
] as const;
type Phase = (typeof PHASES)[number];

const quick = process.argv.includes('--quick');
const skipLighthouse = process.argv.includes('--no-lighthouse');
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const only = onlyArg ? onlyArg.slice('--only='.length).split(',').filter(Boolean) : null;
const unknown = only?.filter((p) => !PHASES.includes(p as Phase)) ?? [];
if (unknown.length > 0) {
  process.stderr.write(`[bench] unknown phase(s) ${unknown.join(', ')}; phases: ${PHASES.join(', ')}\n`);
  process.exit(2);
}
const routesArg = process.argv.find((a) => a.startsWith('--routes='));
const lighthouseRunsArg = process.argv.find((a) => a.startsWith('--lighthouse-runs='));
const lighthouseRuns = lighthouseRunsArg ? Number(lighthouseRunsArg.slice('--lighthouse-runs='.length)) : 3;
const runs = (phase: Phase) => (only === null || only.includes(phase)) && !(phase === 'lighthouse' && skipLighthouse);
const forTheRecord = !quick && only === null && !routesArg && lighthouseRuns === 3;
const seconds = quick ? 2 : 10;
const idleSeconds = quick ? 5 : 60;
const hammerAmount = quick ? 5_000 : 100_000;
const growthSizes = quick ? [10, 1000] : [10, 1000, 10_000];
const loadConnections = [50, 100];
const formConnections = [10, 50];

const POST = '/blog/healthy-habits-1';
const loadRoutes = ['/', '/services/knee', '/blog', POST, '/no-such-page'];
/** Every page once per language: the Spanish twin of each English address. */
const everyRoute = locales.flatMap((locale) =>
  [
    '/',
    '/special',
    '/services',
    ...services.map((s) => `/services/${s.slug}`),
    '/blog',
    POST,
    '/about',
    '/contact',
    '/payment',
    '/privacy',
    '/terms',
    '/accessibility',
    '/no-such-page',
  ].map((route) => localizePath(route, locale)),
);
/** The page an address shows, whatever its language. */
const pageOf = (route: string) => pathWithoutLocale(route);
const noindex = new Set(['/payment', '/no-such-page']);
/** The pages Lighthouse compares with their static copy, when measured. */
const comparedWithStaticCopy = ['/', '/special', '/services/knee', '/blog', '/contact', '/about'];
const allRoutes = routesArg ? routesArg.slice('--routes='.length).split(',').filter(Boolean) : everyRoute;

/** One line per performance budget, judged on this run's figures (a phase not run is said so). */
function budgetLines(): string[] {
  const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
  const out: string[] = [];
  const line = (budget: string, figure: string, ok: boolean | null) =>
    out.push(`- ${budget}: ${figure}${ok === null ? '' : ` (${verdict(ok)})`}`);
  if (runs('weight')) {
    const maxOf = (pick: (w: Weight) => number) => weights.reduce((m, w) => Math.max(m, pick(w)), 0);
    const js = maxOf((w) => w.jsIslandsLive);
    line('JavaScript on any route ≤ 90 KB gzip with every island live', `largest ${kb(js)} KB`, js <= 90 * 1024);
    const plain = weights.filter((w) => w.islands.length === 0);
    if (plain.length > 0) {
      const more = plain.filter((w) => w.jsIslandsLive > w.siteScript).map((w) => w.route);
      const site = Math.max(...plain.map((w) => w.siteScript));
      line(
        "A page without an island: no code beyond the site's script (≤ 3 KB gzip)",
        `the site's script ${kb(site)} KB; ${more.length ? `more on ${more.join(', ')}` : 'nothing more on any such page'}`,
        more.length === 0 && site <= 3 * 1024,
      );
    }
    for (const [route, budget] of [
      ['/', 70],
      ['/contact', 60],
    ] as const) {
      for (const w of weights.filter((x) => pageOf(x.route) === route)) {
        const live = w.jsIslandsLive;
        line(`${w.route} with every island live ≤ ${budget} KB gzip`, `${kb(live)} KB`, live <= budget * 1024);
      }
    }
    // The words are data: a page in another language ships the same code as its English twin.
    const twins = weights.filter((w) => pageOf(w.route) !== w.route);
    if (twins.length > 0) {
      const apart = twins.map((w) => {
        const english = weights.find((x) => x.route === localizePath(pageOf(w.route), defaultLocale));
        return { route: w.route, bytes: english ? Math.abs(w.jsIslandsLive - english.jsIslandsLive) : Infinity };
      });
      const far = apart.filter((a) => a.bytes > 1024).map((a) => a.route);
      line(
        'JavaScript on a page in another language within 1 KB gzip of its English twin, every island live',
        `largest difference ${(Math.max(...apart.map((a) => a.bytes)) / 1024).toFixed(2)} KB over ${twins.length} pages${far.length ? `; over on ${far.join(', ')}` : ''}`,
        far.length === 0,
      );
    }
    const fonts = maxOf((w) => w.fonts[1]);
    line('Web fonts ≤ 60 KB on any page, in every language', `largest ${kb(fonts)} KB`, fonts <= 60 * 1024);
    const css = maxOf((w) => w.css[1] + w.inlineCss[1]);
    line('CSS ≤ 20 KB gzip (linked and inlined)', `largest ${kb(css)} KB`, css <= 20 * 1024);
    line('HTML ≤ 30 KB gzip', `largest ${kb(maxOf((w) => w.html[1]))} KB`, maxOf((w) => w.html[1]) <= 30 * 1024);
    const early = weights.filter((w) => w.otherOriginsBeforeLoad.length > 0).map((w) => w.route);
    line(
      'No other origin before interaction except the map on /contact and the payment frame on /payment',
      `before load on ${early.join(', ') || 'no route'}`,
      early.every((r) => pageOf(r) === '/contact' || pageOf(r) === '/payment'),
    );
  } else line('Page weight', 'not measured in this run', null);
  if (islandRuns.length > 0) {
    const early = islandRuns.filter((r) => r.longTasks.length > 0);
    line(
      'No main-thread task over 50 ms from navigation to page-ready at 4× CPU',
      early.length
        ? `longest ${Math.max(...early.map((r) => r.longTasks[0]!))} ms; over on ${early.map((r) => r.route).join(', ')}`
        : 'none on any route',
      early.length === 0,
    );
    const woken = islandRuns.flatMap((r) => r.islands.map((i) => ({ ...i, route: r.route })));
    const over = woken.filter((i) => i.longestTaskMs > 50);
    line(
      'No main-thread task over 50 ms while an island hydrates at 4× CPU',
      over.length
        ? `longest ${Math.max(...over.map((i) => i.longestTaskMs))} ms; over on ${over.map((i) => `${i.route} (${i.name})`).join(', ')}`
        : `none; ${woken.length} island(s) measured`,
      woken.length === 0 ? null : over.length === 0,
    );
  } else line('Main-thread tasks and islands', 'not measured in this run', null);
  if (firstTaps.length > 0) {
    const taps = firstTaps.flatMap((t) => t.taps);
    const kept = taps.filter((t) => t.latencyMs !== null).length;
    const median = medianLatency(taps);
    line(
      `A tap on Schedule Now ${TAP_AFTER_PAINT_MS} ms after the first paint (slow 4G, 4× CPU) opens the booking dialog within 200 ms of the finger landing (median of ${taps.length} taps on ${firstTaps.map((t) => t.route).join(', ')}), every tap kept`,
      `median ${Number.isFinite(median) ? `${median} ms` : 'never'}; ${kept} of ${taps.length} kept`,
      median <= 200 && kept === taps.length,
    );
  } else line('Time to working', 'not measured in this run', null);
  if (navigation.length > 0) {
    const median = [...navigation.map((n) => n.commitMs)].sort((a, b) => a - b)[Math.floor(navigation.length / 2)]!;
    line(
      `${NAVIGATION_TO} from the footer of ${NAVIGATION_FROM}, hovered until prefetched: the new page commits under 100 ms after the click (median of ${navigation.length})`,
      `median ${median} ms; delivered as ${[...new Set(navigation.map((n) => n.delivery))].join(', ')}`,
      median < 100,
    );
    const restored = navigation.filter((n) => n.restored).length;
    const reasons = [...new Set(navigation.flatMap((n) => n.notRestoredReasons))];
    line(
      `Back to ${NAVIGATION_FROM} restores it from the back/forward cache`,
      `${restored} of ${navigation.length}${reasons.length ? `; not restored: ${reasons.join(', ')}` : ''}`,
      restored === navigation.length,
    );
  } else line('Navigation', 'not measured in this run', null);
  if (lighthouse.length > 0) {
    const short = (pick: (l: LighthouseScores) => boolean) => lighthouse.filter((l) => !pick(l)).map((l) => l.route);
    const judge = (budget: string, figure: string, pick: (l: LighthouseScores) => boolean) => {
      const missed = short(pick);
      line(budget, missed.length ? `${figure}; short on ${missed.join(', ')}` : figure, missed.length === 0);
    };
    const worst = (pick: (l: LighthouseScores) => number) => Math.max(...lighthouse.map(pick));
    judge(
      `Lighthouse ${lighthouseVersion} performance 100 (≥ 99 on a noisy run), median of ${lighthouseRuns}`,
      `lowest ${Math.min(...lighthouse.map((l) => l.performance))}`,
      (l) => l.performance >= 99,
    );
    judge('LCP ≤ 1.2 s', `slowest ${worst((l) => l.lcpMs)} ms`, (l) => l.lcpMs <= 1200);
    judge('FCP ≤ 0.9 s', `slowest ${worst((l) => l.fcpMs)} ms`, (l) => l.fcpMs <= 900);
    judge('TBT ≤ 50 ms', `highest ${worst((l) => l.tbtMs)} ms`, (l) => l.tbtMs <= 50);
    judge(
      'No main-thread task over 50 ms (Lighthouse)',
      `longest ${worst((l) => l.longestTaskMs)} ms`,
      (l) => l.longestTaskMs <= 50,
    );
    judge('CLS 0', `highest ${worst((l) => l.cls)}`, (l) => l.cls === 0);
    judge(
      'Accessibility, best practices and SEO 100 (no SEO score on the noindex pages: /payment, the 404)',
      'as listed',
      (l) => l.accessibility === 100 && l.bestPractices === 100 && (noindex.has(pageOf(l.route)) || l.seo === 100),
    );
    const compared = lighthouse.filter((l) => l.staticCopy && comparedWithStaticCopy.includes(l.route));
    if (compared.length > 0) {
      const on = compared.map((l) => l.route).join(', ');
      const gap = (l: LighthouseScores) => l.staticCopy!.performance - l.performance;
      const extra = (l: LighthouseScores) => l.tbtMs - l.staticCopy!.tbtMs;
      const judgeCopy = (budget: string, figure: string, ok: (l: LighthouseScores) => boolean) => {
        const missed = compared.filter((l) => !ok(l)).map((l) => l.route);
        line(budget, missed.length ? `${figure}; short on ${missed.join(', ')}` : figure, missed.length === 0);
      };
      judgeCopy(
        `Performance within 2 points of the same HTML without its scripts, served statically (${on})`,
        `largest gap ${Math.max(...compared.map(gap))} points`,
        (l) => gap(l) <= 2,
      );
      judgeCopy(
        `TBT within the static copy's + 100 ms (${on})`,
        `largest excess ${Math.max(...compared.map(extra))} ms`,
        (l) => extra(l) <= 100,
      );
    }
  } else line('Lighthouse', `not run (${lighthouseNote || 'no result'})`, null);
  const home = throughput.find((t) => t.route === '/' && t.connections === 100);
  if (home && beside) {
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratio = median(beside.runs.map((r) => r.app.rps / r.nginx.rps));
    line(
      '/ at 100 connections: ≥ 60% of nginx serving the same bytes (median of the runs in turns), p99 < 25 ms',
      // The Node running the bench runs the servers: its version moves the figure (docs/performance.md, Throughput).
      `${Math.round(ratio * 100)}%, p99 ${home.app.p99} ms, on Node ${process.versions.node}`,
      ratio >= 0.6 && home.app.p99 < 25,
    );
  } else line('Throughput', 'not measured in this run', null);
  if (unknownPaths) {
    const { hit, kinds } = unknownPaths;
    const slowest = Math.min(...kinds.map((k) => k.result.rps / hit.rps));
    const rss = Math.max(...kinds.map((k) => k.rssMaxMb));
    line(
      'Made-up paths: within 2x of a cache hit on /, RSS under 150 MB throughout',
      `slowest kind at ${Math.round(slowest * 100)}% of a hit; RSS at most ${rss} MB`,
      slowest >= 0.5 && rss < 150,
    );
  } else line('Made-up paths', 'not measured in this run', null);
  if (runs('memory')) {
    const idleGrowth = (rssIdle - rssLoaded) / rssLoaded;
    line(
      'Memory: ≤ 10% growth after the idle minute, under 150 MB',
      `${Math.round(idleGrowth * 1000) / 10}%, at most ${Math.max(rssStart, rssLoaded, rssIdle)} MB`,
      idleGrowth <= 0.1 && Math.max(rssStart, rssLoaded, rssIdle) < 150,
    );
  } else line('Memory', 'not measured in this run', null);
  const sitemap = growth.filter((g) => g.path === '/sitemap.xml');
  const biggest = sitemap.at(-1);
  if (biggest) {
    const worst = Math.max(biggest.coldMs, biggest.warmMedianMs);
    line(
      `/sitemap.xml under 200 ms with ${biggest.posts.toLocaleString('en-US')} posts`,
      `${worst} ms at worst (first request)`,
      worst < 200,
    );
    const warm = (path: string) => growth.filter((g) => g.path === path).map((g) => g.warmMedianMs);
    line(
      '/blog and a post: time flat in the number of posts (beyond the cached list read)',
      `warm medians /blog ${warm('/blog').join(', ')} ms; post ${warm(POST).join(', ')} ms`,
      null,
    );
  } else line('Cost growth', 'not measured in this run', null);
  if (outbox) {
    const { figure, ok } = outboxBudget(outbox);
    line(
      `Outbox: idle CPU with ${OUTBOX_MESSAGES.toLocaleString('en-US')} waiting within 2× an empty outbox's`,
      figure,
      ok,
    );
  } else line('Outbox', 'not measured in this run', null);
  return out;
}

const log = (msg: string) => process.stdout.write(`[bench] ${msg}\n`);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

installCleanup();
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const loadAtStart = loadAverage();

log('building the production bundles');
const build = spawnSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const { embeds, standIn, env, siteUrl, server } = await startBenchSite();
const rssStart = rssMb(server.child.pid!);

// Throughput against the baseline that serves the very same bytes: the plain HTML and the app's gzip.
const throughput: { route: string; connections: number; app: WrkResult; base: WrkResult; errors: number }[] = [];
let baselineKind = '';
let beside: ThreeWay | null = null;
const pages = new Map<string, PageBytes>();
if (runs('throughput')) {
  const statuses = new Map<string, number>();
  for (const route of loadRoutes) {
    const plain = await rawGet(server.url + route, { 'Accept-Encoding': 'identity' });
    const gzip = await rawGet(server.url + route, { 'Accept-Encoding': 'gzip' });
    if (gzip.headers['content-encoding'] !== 'gzip') throw new Error(`${route} was not sent gzip-encoded`);
    pages.set(route, { identity: plain.body, gzip: gzip.body, gzipHeaders: gzip.headers });
    statuses.set(route, gzip.status);
  }
  const baseline = await startBaseline(pages);
  baselineKind = baseline.kind;
  log(`baseline: ${baseline.kind}`);
  try {
    for (const route of loadRoutes) {
      for (const connections of loadConnections) {
        log(`load ${route} at ${connections} connections for ${seconds} s (app, then baseline)`);
        const app = await load(server.url + route, connections, seconds);
        const base = await load(baseline.urlFor(route), connections, seconds);
        // wrk counts every answer of 400 or more; a route that answers 404 by design is not failing.
        const errors = app.socketErrors + ((statuses.get(route) ?? 200) < 400 ? app.non2xx3xx : 0);
        throughput.push({ route, connections, app, base, errors });
      }
    }
    // The same bytes from a bare Node server too: how far the app is from what Node itself allows.
    const bare = await startBareNode(pages);
    try {
      log(`load / at 100 connections: ${baseline.kind}, bare Node and the app in turns`);
      const urls = { nginx: baseline.urlFor('/'), node: bare.urlFor('/'), app: server.url + '/' };
      beside = await threeWay(urls, { route: '/', connections: 100, seconds, rounds: quick ? 1 : 5 });
    } finally {
      await bare.stop();
    }
  } finally {
    await baseline.stop();
  }
}

let unknownPaths: UnknownPathsRun | null = null;
if (runs('unknown-paths')) {
  log(`made-up paths: wrk at 20 connections for ${seconds} s per kind, against / from the page cache`);
  unknownPaths = await measureUnknownPaths(server.url, server.child.pid!, { connections: 20, seconds });
}

let rssLoaded = 0;
let rssIdle = 0;
if (runs('memory')) {
  log(`memory: ${hammerAmount} requests, then ${idleSeconds} s idle`);
  await hammer(server.url, loadRoutes, hammerAmount);
  rssLoaded = rssMb(server.child.pid!);
  await new Promise((r) => setTimeout(r, idleSeconds * 1000));
  rssIdle = rssMb(server.child.pid!);
}

let weights: Weight[] = [];
if (runs('weight')) {
  log('page weight per route (Chromium, first visit at 390 px, then the JavaScript with every island live)');
  weights = await measureWeights(server.url, allRoutes);
}

let islandRuns: IslandsRun[] = [];
if (runs('islands')) {
  const loads = quick ? 1 : 3;
  log(`main thread and islands at a 4× CPU slowdown (Chromium, 390 px, ${loads} load(s) per route)`);
  islandRuns = await measureIslands(server.url, allRoutes, loads);
}

let firstTaps: FirstTap[] = [];
// The tap's budget is set on five pages; a run naming its own routes measures those.
const tapRoutes = routesArg ? allRoutes : TAP_ROUTES;
if (runs('first-tap')) {
  log(`time to working: a tap ${TAP_AFTER_PAINT_MS} ms after the first paint (Chromium, slow 4G and 4× CPU applied)`);
  firstTaps = await measureFirstTap(server.url, tapRoutes, quick ? 1 : TAP_RUNS);
}

let navigation: NavigationTry[] = [];
if (runs('navigation')) {
  const tries = quick ? 2 : NAVIGATION_TRIES;
  log(`navigation: ${NAVIGATION_FROM} to ${NAVIGATION_TO} once prefetched, then Back (Chromium, ${tries} tries)`);
  navigation = await measureNavigation(server.url, tries);
}

let lighthouse: LighthouseScores[] = [];
let lighthouseVersion = '';
let lighthouseNote = '';
if (skipLighthouse) lighthouseNote = 'skipped (--no-lighthouse)';
else if (!runs('lighthouse')) lighthouseNote = `skipped (${onlyArg})`;
else {
  log(`Lighthouse (mobile), ${lighthouseRuns} runs per route, each beside its static copy without scripts`);
  const copy = await startStaticCopy(server.url, allRoutes);
  try {
    ({ scores: lighthouse, version: lighthouseVersion } = await runLighthouse(server.url, allRoutes, {
      runsPerRoute: lighthouseRuns,
      notFound: new Set(['/no-such-page']),
      staticCopyUrl: copy.url,
    }));
  } catch (err) {
    lighthouseNote = `not run: ${(err as Error).message}`;
  } finally {
    await copy.stop();
  }
}
await server.stop();

let forms: FormsRun[] = [];
if (runs('forms')) {
  log(
    `forms: POST /api/contact at ${formConnections.join(' and ')} connections for ${seconds} s, disk outbox then Redis`,
  );
  forms = await measureForms(standIn, env, formConnections, seconds);
}

let growth: Awaited<ReturnType<typeof measureGrowth>> = [];
if (runs('growth')) {
  log(`cost growth with ${growthSizes.join(', ')} posts`);
  growth = await measureGrowth(standIn, { ...embeds.env, SITE_URL: siteUrl }, growthSizes);
}
await standIn.close();
await embeds.close();

let outbox: OutboxRun | null = null;
if (runs('outbox')) {
  log(
    `outbox: ${OUTBOX_MESSAGES.toLocaleString('en-US')} waiting messages on disk, start-up and ${idleSeconds} s idle`,
  );
  outbox = await measureOutbox({ idleSeconds });
}

// The report.
const date = new Date().toISOString().slice(0, 10);
const flags = [
  quick ? '--quick' : '',
  onlyArg ?? '',
  routesArg ?? '',
  lighthouseRunsArg ?? '',
  skipLighthouse ? '--no-lighthouse' : '',
]
  .filter(Boolean)
  .join(' ');
const skipped = `Skipped (${onlyArg}).`;
const lines: string[] = [];
lines.push('# Benchmarks', '');
lines.push(
  `Measured by \`npm run bench${flags ? ` -- ${flags}` : ''}\`${forTheRecord ? '' : ' (short or partial run: not for the record)'} on ${date}: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GB memory, Node ${process.version}, ${os.type()} ${os.release()}; load average (1, 5, 15 min) ${loadAtStart} at the start, ${loadAverage()} at the end.`,
);
lines.push(
  'The production build on loopback, its log to /dev/null, blog from the Supabase stand-in (100 posts). ' +
    'The load comes from wrk (written in C) on the same machine, 2 threads. ' +
    "Every load request asks `Accept-Encoding: gzip`, as browsers do (they offer br too), and the baseline serves the app's own gzip bytes for it" +
    `${pages.has('/') ? ` (sent plain, / would be its whole HTML, ${kb(pages.get('/')!.identity.length)} KB)` : ''}.`,
  '',
);
lines.push(
  `## Throughput and latency (${seconds} s per run; baseline: ${baselineKind || 'not run'} serving the identical gzip bytes)`,
  '',
);
if (!runs('throughput')) lines.push(skipped);
else {
  lines.push(
    '| route | conns | app req/s | app p50 ms | app p99 ms | baseline req/s | baseline p99 ms | app / baseline | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const t of throughput) {
    lines.push(
      `| ${t.route} | ${t.connections} | ${t.app.rps} | ${t.app.p50} | ${t.app.p99} | ${t.base.rps} | ${t.base.p99} | ${Math.round((t.app.rps / t.base.rps) * 100)}% | ${t.errors} |`,
    );
  }
  lines.push(
    '',
    "Errors: the app's socket errors and timeouts, plus its answers of 400 or more on routes that answer 200 (/no-such-page answers 404 by design).",
  );
}
if (beside) {
  lines.push(
    '',
    `### / at 100 connections beside ${baselineKind} and a bare Node server (${seconds} s per run, in turns)`,
    '',
    ...threeWayTable(beside),
    '',
    "The bare Node server (`node:http` alone, the server's flags) sends the app's gzip bytes with the app's headers: what any Node server can do here.",
  );
}
lines.push('', '## Made-up paths (a new path on every request)', '');
if (!unknownPaths) lines.push(skipped);
else {
  const { hit, hitRssMaxMb, kinds, connections, rssStartMb } = unknownPaths;
  lines.push(
    `wrk at ${connections} connections, ${seconds} s per kind; \`/\` from the page cache in the same run: ${hit.rps} req/s, p99 ${hit.p99} ms, RSS up to ${hitRssMaxMb} MB (${rssStartMb} MB before).`,
    '',
    '| paths | req/s | p99 ms | of a hit on / | highest RSS |',
    '|---|---:|---:|---:|---:|',
    ...kinds.map(
      (k) =>
        `| ${k.label} | ${k.result.rps} | ${k.result.p99} | ${Math.round((k.result.rps / hit.rps) * 100)}% | ${k.rssMaxMb} MB |`,
    ),
  );
}
lines.push('', '## Memory (resident set size)', '');
if (!runs('memory')) lines.push(`At start ${rssStart} MB. Load and idle: ${skipped.toLowerCase()}`);
else {
  lines.push(
    '| at start | after ' +
      hammerAmount.toLocaleString('en-US') +
      ' requests | after ' +
      idleSeconds +
      ' s idle | growth while idle |',
    '|---:|---:|---:|---:|',
  );
  lines.push(
    `| ${rssStart} MB | ${rssLoaded} MB | ${rssIdle} MB | ${Math.round(((rssIdle - rssLoaded) / rssLoaded) * 1000) / 10}% |`,
  );
}
lines.push('', '## Page weight, first visit at 390 px (KB: decoded / gzip as sent)', '');
if (!runs('weight')) lines.push(skipped);
else {
  lines.push(
    "| route | HTML (CSS inside) | CSS inlined | CSS linked | JS, no interaction | of which the site's script, gzip | islands | JS with every island live, gzip | web fonts, as sent | other origins before load | after load, no interaction |",
    '|---|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|',
  );
  for (const w of weights) {
    lines.push(
      `| ${w.route} | ${kb(w.html[0])} / ${kb(w.html[1])} | ${kb(w.inlineCss[0])} / ${kb(w.inlineCss[1])} | ${kb(w.css[0])} / ${kb(w.css[1])} | ${kb(w.js[0])} / ${kb(w.js[1])} | ${kb(w.siteScript)} | ${w.islands.join(', ') || 'none'} | ${kb(w.jsIslandsLive)} | ${kb(w.fonts[1])} | ${w.otherOriginsBeforeLoad.length} | ${w.otherOriginsAfterLoad.length} |`,
    );
  }
  lines.push(
    '',
    'KB are KiB (1,024 bytes). Scripts and stylesheets are sent as the build compressed them (gzip 9 here, since only gzip is offered); pages are compressed once, when cached. The stylesheets travel inside the HTML: its gzip figure includes them; "CSS inlined" is their gzip 9 size on their own. "Every island live": each island brought into view and pointed at until its `island-end` mark, the first visit\'s scripts included.',
  );
}
lines.push(
  '',
  `## Main thread and islands at a 4× CPU slowdown (Chromium, 390 px, ${quick ? 'one load' : 'the worst of 3 loads'})`,
  '',
);
if (!runs('islands')) lines.push(skipped);
else {
  lines.push(
    '| route | page-ready ms | tasks over 50 ms until page-ready (ms) | island | island-start to island-end ms | longest task while it hydrates ms |',
    '|---|---:|---|---|---:|---:|',
  );
  for (const r of islandRuns) {
    const head = `| ${r.route} | ${r.pageReadyMs} | ${r.longTasks.join(', ') || 'none'} |`;
    if (r.islands.length === 0) lines.push(`${head} none | | |`);
    for (const [n, i] of r.islands.entries()) {
      lines.push(`${n === 0 ? head : '| | | |'} ${i.name} | ${i.hydrationMs} | ${i.longestTaskMs || 'none over 50'} |`);
    }
  }
  lines.push(
    '',
    "The Long Tasks API under DevTools' CPU throttling, from navigation to the `page-ready` mark (the site's script done: stylesheet, enhancements, the islands' runtime started); then each island brought into view and pointed at in turn, from its `island-start` mark (its code has arrived) to `island-end` (committed), with the longest task overlapping that span. The load with the longest task is kept.",
  );
}
lines.push('', `## Time to working: a tap ${TAP_AFTER_PAINT_MS} ms after the first paint (slow 4G, 4× CPU)`, '');
if (!runs('first-tap')) lines.push(skipped);
else {
  lines.push(
    '| route | first paint ms | finger landed after the paint ms | to the toggle ms | Event Timing ms | latency ms | median ms | opened as | page-ready ms | kept |',
    '|---|---|---|---|---|---|---:|---|---|---:|',
  );
  const all = (t: FirstTap, pick: (tap: FirstTap['taps'][number]) => number | string | null) =>
    t.taps.map((tap) => pick(tap) ?? 'never').join(', ');
  const never = (ms: number) => (Number.isFinite(ms) ? String(ms) : 'never');
  for (const t of firstTaps) {
    const kept = t.taps.filter((tap) => tap.latencyMs !== null).length;
    lines.push(
      `| ${t.route} | ${all(t, (x) => x.firstPaintMs)} | ${all(t, (x) => x.landedAfterPaintMs)} | ${all(t, (x) => x.toToggleMs)} | ${all(t, (x) => x.eventTimingMs)} | ${all(t, (x) => x.latencyMs)} | ${never(medianLatency(t.taps))} | ${all(t, (x) => x.openedAs)} | ${all(t, (x) => x.pageReadyMs)} | ${kept} of ${t.taps.length} |`,
    );
  }
  const taps = firstTaps.flatMap((t) => t.taps);
  lines.push(
    '',
    `Over all ${taps.length} taps: median ${never(medianLatency(taps))} ms; ${taps.filter((t) => t.latencyMs !== null).length} of ${taps.length} kept (the dialog opened).`,
    '',
    "Chromium at 390 px with DevTools' throttling applied for real (562.5 ms latency, 1.47 Mbit/s down, 675 kbit/s up, CPU 4× slower), a fresh context per load. The finger lands (a touch through the DevTools protocol) when the bench's clock says the first paint was that long ago; the latency runs from that moment to the dialog's `toggle` event on the page's wall clock, and is never taken as less than the longest Event Timing entry the page recorded for the tap (its touch carries the landing time). Before the site's script has run, the dialog opens as the page's own popover; after, as a modal. Paint and page-ready times are from navigation.",
  );
}
lines.push('', `## Navigation: ${NAVIGATION_TO} from ${NAVIGATION_FROM}, prefetched, then Back`, '');
if (!runs('navigation')) lines.push(skipped);
else {
  lines.push(
    '| try | prefetch ready before the click | click to commit ms | delivered as | prerender | Back from the back/forward cache | why not |',
    '|---:|---|---:|---|---|---|---|',
    ...navigation.map(
      (n, i) =>
        `| ${i + 1} | ${n.prefetched ? 'yes' : 'no'} | ${n.commitMs} | ${n.delivery} | ${n.prerender || 'none'} | ${n.restored ? 'yes' : 'no'} | ${n.notRestoredReasons.join(', ')} |`,
    ),
    '',
    "Chromium at 1366 px, a fresh context per try. The pointer rests on the footer's link until Chromium reports the prefetch ready (the page's `Speculation-Rules` header; the request carries `Sec-Purpose: prefetch`), then clicks; from the click, on the bench's clock, to Chromium's report of the new document's commit (`Page.frameNavigated`). Chromium does not prerender while the DevTools protocol is attached (the prerender column gives its reason), so the new page can only come from the prefetch. Playwright turns the back/forward cache off; this phase turns it back on.",
  );
}
lines.push('', '## Lighthouse (mobile settings)', '');
if (lighthouseNote) lines.push(`Lighthouse ${lighthouseNote}.`);
else {
  lines.push(
    `Lighthouse ${lighthouseVersion}, mobile settings (simulated slow 4G, 4× CPU slowdown), the median of ${lighthouseRuns} runs per route (the run nearest the median FCP and TTI, as Lighthouse's own tooling picks it); the embeds on local stand-ins.`,
    '',
    '| route | performance (runs) | accessibility | best practices | SEO | FCP ms | LCP ms | LCP element | TBT ms | longest task ms | CLS | failing audits |',
    '|---|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---|',
  );
  for (const l of lighthouse) {
    lines.push(
      `| ${l.route} | ${l.performance} (${l.runs.join(', ')}) | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.fcpMs} | ${l.lcpMs} | ${l.lcpElement.replace(/\|/g, '\\|')} | ${l.tbtMs} | ${l.longestTaskMs} | ${l.cls} | ${l.failing.join(', ')} |`,
    );
  }
  const copies = lighthouse.filter((l) => l.staticCopy);
  if (copies.length > 0) {
    lines.push(
      '',
      '### Served beside the same HTML without its scripts, served statically',
      '',
      '| route | performance: served / static copy (its runs) | TBT ms: served / static copy | LCP ms: served / static copy |',
      '|---|---:|---:|---:|',
      ...copies.map((l) => {
        const c = l.staticCopy!;
        return `| ${l.route} | ${l.performance} / ${c.performance} (${c.runs.join(', ')}) | ${l.tbtMs} / ${c.tbtMs} | ${l.lcpMs} / ${c.lcpMs} |`;
      }),
      '',
      "The static copy: each page's HTML as the app sent it, every `<script>` element taken out, served by a small Node server beside the build's own files (the same paths, the same .br and .gz bytes); audited in turn with the app in the same browser, and reported by its own median run.",
    );
  }
}
lines.push('', '## Cost growth with the number of posts (fresh server per size; ms)', '');
if (!runs('growth')) lines.push(skipped);
else {
  lines.push(
    '| posts | path | first request (cold cache) | median of next 20 | gzip bytes |',
    '|---:|---|---:|---:|---:|',
  );
  for (const g of growth)
    lines.push(`| ${g.posts.toLocaleString('en-US')} | ${g.path} | ${g.coldMs} | ${g.warmMedianMs} | ${g.bytes} |`);
}

lines.push('', `## Form submissions: POST /api/contact (${seconds} s per run; fresh server per run)`, '');
if (!runs('forms')) lines.push(skipped);
else {
  lines.push(
    '| backend | conns | req/s | p99 ms | non-2xx | socket errors | answered | delivered to the function |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const f of forms) {
    lines.push(
      `| ${f.backend} | ${f.connections} | ${f.result.rps} | ${f.result.p99} | ${f.result.non2xx3xx} | ${f.result.socketErrors} | ${f.result.requests.toLocaleString('en-US')} | ${f.delivered.toLocaleString('en-US')} |`,
    );
  }
  lines.push(
    '',
    'Each request is a new valid message; the Supabase function stand-in answers 200 at once, so each is stored, delivered and removed before its answer. ' +
      'The disk outbox writes and flushes a file per message; Redis runs with its append-only file, as the README asks. ' +
      '"Answered" counts the responses wrk received; "delivered", the function calls the stand-in received, counted once the server has stopped (so it includes the requests wrk still had in flight, at most one per connection).',
    '',
    `Rate limiting: RATE_LIMIT_MAX=1000000, so every request is counted by the limiter and none is refused; the limiter store's cost (memory in the disk row, Redis in the Redis row) is included in these figures.`,
  );
}

lines.push('', `## Outbox: ${OUTBOX_MESSAGES.toLocaleString('en-US')} waiting messages (disk outbox)`, '');
lines.push(...(outbox ? outboxReportLines(outbox) : [skipped]));

lines.push('', '## Budgets', '');
lines.push(...budgetLines());

/** This run's headline figures: its row in the record's table of runs. */
function headlineRow(): RunRow {
  const commit = spawnSync('git', ['describe', '--always', '--dirty'], { cwd: rootDir, encoding: 'utf8' });
  const worst = (pick: (l: LighthouseScores) => number) => Math.max(...lighthouse.map(pick));
  const largest = (pick: (w: Weight) => number) => weights.reduce((m, w) => Math.max(m, pick(w)), 0);
  const m = beside && threeWayMedians(beside);
  const shares = unknownPaths?.kinds.map((k) => Math.round((k.result.rps / unknownPaths!.hit.rps) * 100)) ?? [];
  const unknownFigure = unknownPaths
    ? `${Math.min(...shares)}–${Math.max(...shares)} % of a hit; ` +
      `RSS at most ${Math.max(...unknownPaths.kinds.map((k) => k.rssMaxMb))} MB`
    : '';
  return {
    date,
    commit: commit.stdout.trim() || 'unknown',
    phases: forTheRecord ? 'full run' : (only ?? []).join(', '),
    lighthouse: lighthouse.length
      ? `${Math.min(...lighthouse.map((l) => l.performance))}; ${worst((l) => l.fcpMs).toLocaleString('en-US')} / ` +
        `${worst((l) => l.lcpMs).toLocaleString('en-US')}; ${worst((l) => l.tbtMs)}`
      : '',
    weight: weights.length ? `${kb(largest((w) => w.jsIslandsLive))} / ${kb(largest((w) => w.html[1]))}` : '',
    throughput: m
      ? `${m.app.toLocaleString('en-US')} req/s; ${m.appOfNginx} of nginx, ${m.appOfNode} of bare Node`
      : '',
    unknownPaths: unknownFigure,
    memory: runs('memory') ? `at most ${Math.max(rssStart, rssLoaded, rssIdle)} MB` : '',
    other: '',
  };
}

mkdirSync(path.join(rootDir, 'docs'), { recursive: true });
if (forTheRecord) {
  const recordFile = path.join(rootDir, 'docs', 'benchmarks.md');
  const existing = existsSync(recordFile) ? readFileSync(recordFile, 'utf8') : null;
  // The report's own title gives way to the record's.
  writeFileSync(recordFile, recordWithRun(existing, headlineRow(), lines.slice(2)));
} else writeFileSync(path.join(rootDir, 'docs', 'benchmarks.quick.md'), lines.join('\n') + '\n');
process.stdout.write('\n' + lines.join('\n') + '\n');
