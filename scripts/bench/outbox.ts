/**
 * The outbox phase: what 100,000 waiting messages cost the disk outbox, beside an empty one. Each case
 * runs in a fresh Node process with production's flags and thread pool: the start-up read of the
 * folder, then the CPU the process uses over an idle window (process.cpuUsage), per minute.
 * Runs on its own without a build: `npx tsx scripts/bench/outbox.ts [--quick]`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PerformanceObserver } from 'node:perf_hooks';
import pino from 'pino';
import { createDiskOutbox } from '../../server/outbox/disk-outbox.js';
import type { OutboxRecord } from '../../server/outbox/store.js';
import type { Deliver } from '../../server/outbox/types.js';
import { installCleanup, track } from './cleanup.js';
import { productionNodeFlags } from './processes.js';

export const OUTBOX_MESSAGES = 100_000;

/**
 * empty: nothing waits. waiting: no Supabase configured, every message waits (none is ever due).
 * retrying: the function is down; every message was tried once and waits for its retry.
 */
type Case = 'empty' | 'waiting' | 'retrying';
type ChildJob = { dir: string; case: Case; idleSeconds: number };
export type OutboxFigures = {
  case: Case;
  messages: number;
  /** start(): the one read of the folder. */
  startMs: number;
  /** retrying: from start to every message tried once. */
  firstRoundMs: number | null;
  cpuSecondsPerMinute: number;
  rssMb: number;
  heapMb: number;
  /** Time in garbage collection during the window (main thread pauses), ms. */
  gcMs: number;
};
export type OutboxRun = { idleSeconds: number; writeMs: number; figures: OutboxFigures[] };

const CHILD_FLAG = '--outbox-child=';
/** The window starts once no garbage collection has run for this long. */
const QUIET_SECONDS = 20;
const thisFile = fileURLToPath(import.meta.url);

/** One waiting message in the store's format, about the size of a real one. */
function record(i: number, now: number): OutboxRecord {
  const id = `bench-${String(i).padStart(8, '0')}`;
  return {
    id,
    target: 'send-contact-email',
    source: 'contact-form',
    createdAt: new Date(now - i * 1000).toISOString(),
    body: {
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      phone: '(727) 555-0199',
      message: 'My lower back has hurt for a week now. '.repeat(8),
      source: 'contact-form',
    },
  };
}

/** Runs in the child: the outbox alone, as the server builds it, then the idle window. */
async function child(job: ChildJob) {
  let tried = 0;
  const down: Deliver = async () => {
    tried += 1;
    return { ok: false, transient: true, reason: 'network' };
  };
  const outbox = createDiskOutbox({
    dir: job.dir,
    logger: pino({ level: 'silent' }),
    deliver: job.case === 'retrying' ? down : null,
    // The longest first retry there is: none falls due within the window.
    retryBaseMs: 3_600_000,
    maxWaiting: 10 * OUTBOX_MESSAGES,
  });
  const started = performance.now();
  await outbox.start();
  const startMs = performance.now() - started;
  const { depth } = outbox.stats();
  let firstRoundMs: number | null = null;
  if (job.case === 'retrying') {
    while (tried < depth) await new Promise((resolve) => setTimeout(resolve, 50));
    firstRoundMs = performance.now() - started;
  }
  // Steady state: the start's garbage collected, and V8's memory reducer done with its follow-up
  // collections (seconds apart, when it likes): a one-off of the start, not what idling costs.
  let gcMs = 0;
  let lastGc = performance.now();
  const gcs = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMs += entry.duration;
      lastGc = performance.now();
    }
  });
  gcs.observe({ entryTypes: ['gc'] });
  (globalThis as { gc?: () => void }).gc?.();
  while (performance.now() - lastGc < QUIET_SECONDS * 1000) await new Promise((resolve) => setTimeout(resolve, 1000));
  gcMs = 0; // from here on: garbage collection inside the window, to tell V8's own work from the outbox's
  const cpu = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, job.idleSeconds * 1000));
  const used = process.cpuUsage(cpu);
  gcs.disconnect();
  // What the outbox keeps, not garbage an idle process has no reason to collect.
  (globalThis as { gc?: () => void }).gc?.();
  const figures: OutboxFigures = {
    case: job.case,
    messages: depth,
    startMs: Math.round(startMs),
    firstRoundMs: firstRoundMs === null ? null : Math.round(firstRoundMs),
    cpuSecondsPerMinute: ((used.user + used.system) / 1e6) * (60 / job.idleSeconds),
    rssMb: Math.round(process.memoryUsage().rss / 2 ** 20),
    heapMb: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
    gcMs: Math.round(gcMs),
  };
  await outbox.stop();
  process.stdout.write(JSON.stringify(figures) + '\n');
}

function runChild(job: ChildJob): Promise<OutboxFigures> {
  const proc = spawn(
    process.execPath,
    [...process.execArgv, ...productionNodeFlags, '--expose-gc', thisFile, CHILD_FLAG + JSON.stringify(job)],
    {
      env: { ...process.env, UV_THREADPOOL_SIZE: '2' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  track(proc);
  let out = '';
  proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    proc.once('error', reject);
    proc.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out.trim().split('\n').at(-1)!) as OutboxFigures);
      else reject(new Error(`outbox bench child (${job.case}) exited with ${code}`));
    });
  });
}

/** Writes the messages into a folder on the temp disk, then measures each case in a fresh process. */
export async function measureOutbox({ idleSeconds }: { idleSeconds: number }): Promise<OutboxRun> {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-outbox-'));
  try {
    const empty = path.join(root, 'empty');
    const full = path.join(root, 'full');
    mkdirSync(empty);
    mkdirSync(full);
    const written = performance.now();
    const now = Date.now();
    for (let i = 0; i < OUTBOX_MESSAGES; i++) {
      const message = record(i, now);
      writeFileSync(path.join(full, `${message.id}.json`), JSON.stringify(message, null, 2) + '\n', { mode: 0o600 });
    }
    const writeMs = Math.round(performance.now() - written);
    // As after a restart some time after the last message: a folder changed just before start is listed
    // once more at the first look (docs/forms.md), a one-off this phase leaves out of the idle figure.
    const before = new Date(Date.now() - 3_600_000);
    for (const folder of [empty, full]) {
      mkdirSync(path.join(folder, 'dead'), { mode: 0o700 }); // else the first start creates it: a change
      utimesSync(folder, before, before);
    }
    const figures = [
      await runChild({ dir: empty, case: 'empty', idleSeconds }),
      await runChild({ dir: full, case: 'waiting', idleSeconds }),
      await runChild({ dir: full, case: 'retrying', idleSeconds }),
    ];
    return { idleSeconds, writeMs, figures };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const perMinute = (seconds: number) => seconds.toFixed(3);

/** Idle CPU with 100,000 waiting over the empty outbox's: the goal is within 2×. */
export function idleRatio(run: OutboxRun): { ratio: number; worst: OutboxFigures; empty: OutboxFigures } {
  const empty = run.figures.find((f) => f.case === 'empty')!;
  const worst = run.figures
    .filter((f) => f.case !== 'empty')
    .reduce((a, b) => (b.cpuSecondsPerMinute > a.cpuSecondsPerMinute ? b : a));
  return { ratio: worst.cpuSecondsPerMinute / Math.max(empty.cpuSecondsPerMinute, 1e-6), worst, empty };
}

/**
 * Below this difference (s/min) two idle figures are the same: a timer's wake-ups and the scheduler's
 * rounding, where a ratio of two near-zero numbers says nothing.
 */
const IDLE_NOISE_S_PER_MIN = 0.01;

/** The budget line's figure and verdict: idle CPU with 100,000 waiting within 2× the empty outbox's. */
export function outboxBudget(run: OutboxRun): { figure: string; ok: boolean } {
  const { ratio, worst, empty } = idleRatio(run);
  const difference = worst.cpuSecondsPerMinute - empty.cpuSecondsPerMinute;
  return {
    figure: `${perMinute(worst.cpuSecondsPerMinute)} s/min (${worst.case}) vs ${perMinute(empty.cpuSecondsPerMinute)} s/min empty, ${ratio.toFixed(2)}×; start-up read ${run.figures.find((f) => f.case === 'waiting')?.startMs} ms`,
    ok: ratio <= 2 || difference < IDLE_NOISE_S_PER_MIN,
  };
}

/** The report's section (after its heading). */
export function outboxReportLines(run: OutboxRun): string[] {
  const cases: Record<Case, string> = {
    empty: 'empty outbox',
    waiting: 'waiting, no Supabase configured (none ever due)',
    retrying: 'function down: each tried once, retries 15 min away',
  };
  const { ratio } = idleRatio(run);
  return [
    '| case | messages | start-up read of the folder ms | first round ms | idle CPU s/min | GC in the window ms | RSS MB | heap used MB |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...run.figures.map(
      (f) =>
        `| ${cases[f.case]} | ${f.messages.toLocaleString('en-US')} | ${f.startMs} | ${f.firstRoundMs ?? '–'} | ${perMinute(f.cpuSecondsPerMinute)} | ${f.gcMs} | ${f.rssMb} | ${f.heapMb} |`,
    ),
    '',
    `Each case in a fresh Node process (the disk outbox alone, production's flags, a thread pool of 2), its folder on the temp disk, written beforehand (${run.writeMs} ms for ${OUTBOX_MESSAGES.toLocaleString('en-US')} files, page cache warm). ` +
      `Idle CPU: process.cpuUsage over ${run.idleSeconds} s, once no garbage collection has run for ${QUIET_SECONDS} s after start (or after the first round) and a full one, scaled to a minute. ` +
      `Worst idle case over the empty outbox: ${ratio.toFixed(2)}× (goal: within 2×, or within ${IDLE_NOISE_S_PER_MIN} s/min, below which the ratio is noise). The worker looks only at the earliest due message; ` +
      'every 30 s it checks the folder\u2019s time (one stat) and lists names only when it changed. ' +
      'The folders\u2019 times are set an hour back before the start, as after a restart some time after the last message: ' +
      'a folder changed in the 2 s before start is listed once at the first look (one read of 100,000 names, not their files).',
  ];
}

if (process.argv.some((a) => a.startsWith(CHILD_FLAG))) {
  await child(JSON.parse(process.argv.find((a) => a.startsWith(CHILD_FLAG))!.slice(CHILD_FLAG.length)) as ChildJob);
} else if (process.argv[1] && path.resolve(process.argv[1]) === thisFile) {
  installCleanup();
  const quick = process.argv.includes('--quick');
  const run = await measureOutbox({ idleSeconds: quick ? 10 : 60 });
  const { ratio, worst, empty } = idleRatio(run);
  const start = run.figures.find((f) => f.case === 'waiting')!;
  process.stdout.write(
    `[bench] outbox: start-up read of ${start.messages.toLocaleString('en-US')} messages ${start.startMs} ms; ` +
      `idle CPU ${perMinute(worst.cpuSecondsPerMinute)} s/min (${worst.case}) vs ${perMinute(empty.cpuSecondsPerMinute)} s/min empty: ${ratio.toFixed(2)}×\n\n`,
  );
  process.stdout.write(outboxReportLines(run).join('\n') + '\n');
}
