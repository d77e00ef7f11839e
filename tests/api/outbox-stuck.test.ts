import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as entry from '../../client/entry-server.js';
import { createApp } from '../../server/app.js';
import { productionFrontend } from '../../server/frontend.js';
import { createDiskOutbox } from '../../server/outbox/disk-outbox.js';
import { createQueueOutbox } from '../../server/outbox/queue-outbox.js';
import { OUTBOX_STUCK, STUCK_LOG_INTERVAL_MS } from '../../server/outbox/stuck.js';
import type { Deliver, DeliveryResult, Outbox } from '../../server/outbox/types.js';
import { blogFromConfig, memoryLogger, testConfig, type LogLine } from '../helpers/app.js';
import { eventually, NO_LIMIT } from '../helpers/patience.js';
import { startRedisQueue } from '../helpers/redis-server.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * OUTBOX_STUCK_AFTER_SECONDS in these tests: more than any real wait in them, so only the test's clock
 * crosses it, once it has seen the first failure logged as a mere warning.
 */
const STUCK_AFTER_MS = 600_000;
const TOKEN = 'test-metrics-token-0123456789';

const visitor = { name: 'Ana Ruiz', email: 'ana.ruiz@example.com', message: 'Sciatica since Monday.' };
const message = (id: string) => ({ id, target: 'send-contact-email', source: 'contact-form', body: visitor });

/** A function that is down: every attempt fails as a network error would, and is counted. */
function downFunction() {
  const state = { attempts: 0, healthy: false };
  const deliver: Deliver = async (): Promise<DeliveryResult> => {
    state.attempts += 1;
    return state.healthy ? { ok: true } : { ok: false, transient: true, reason: 'network' };
  };
  return { state, deliver };
}

const stuckLines = (lines: LogLine[]) => lines.filter((line) => line.msg === OUTBOX_STUCK);

/**
 * One stuck line per message however often it fails within the hour, naming the message and the reason
 * only. `later(ms)` moves the outbox's clock on; `anHourLater`: and the line comes again an hour later.
 */
async function expectOneLinePerHour(
  lines: LogLine[],
  state: { attempts: number },
  id: string,
  later: (ms: number) => void,
  { anHourLater }: { anHourLater: boolean },
) {
  // Before the threshold, failures are warnings only.
  await vi.waitFor(() => expect(lines.some((line) => line.outcome === 'retry-scheduled')).toBe(true), eventually);
  expect(stuckLines(lines)).toEqual([]);
  later(STUCK_AFTER_MS + 1);
  await vi.waitFor(() => expect(stuckLines(lines)).toHaveLength(1), eventually);
  const seen = state.attempts;
  await vi.waitFor(() => expect(state.attempts).toBeGreaterThanOrEqual(seen + 3), eventually);
  expect(stuckLines(lines)).toEqual([
    expect.objectContaining({ level: 50, submissionId: id, reason: 'network', outcome: 'stuck' }),
  ]);
  // The line says what failed, never what the visitor wrote.
  const text = JSON.stringify(stuckLines(lines));
  for (const value of Object.values(visitor)) expect(text).not.toContain(value);
  if (anHourLater) {
    later(STUCK_LOG_INTERVAL_MS);
    await vi.waitFor(() => expect(stuckLines(lines)).toHaveLength(2), eventually);
  }
}

describe('a message that keeps failing past OUTBOX_STUCK_AFTER_SECONDS', () => {
  it('disk outbox: one error line naming its id and the last reason, again an hour later', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-stuck-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const { logger, lines } = memoryLogger();
    const { state, deliver } = downFunction();
    let shift = 0;
    const outbox = createDiskOutbox({
      dir,
      logger,
      deliver,
      retryBaseMs: 10,
      maxRetryDelayMs: 20,
      maxWaiting: 10,
      stuckAfterMs: STUCK_AFTER_MS,
      now: () => Date.now() + shift,
    });
    await outbox.start();
    cleanups.push(() => outbox.stop());

    expect(await outbox.submit(message('stuck-disk-1'))).toBe('queued');
    await expectOneLinePerHour(lines, state, 'stuck-disk-1', (ms) => (shift += ms), { anHourLater: true });
    expect(outbox.stats().oldestAgeSeconds).toBeGreaterThanOrEqual(STUCK_LOG_INTERVAL_MS / 1000);
    state.healthy = true;
    await vi.waitFor(() => expect(outbox.stats()).toMatchObject({ depth: 0, oldestAgeSeconds: null }), eventually);
  });

  it('Redis queue: one error line naming its id and the last reason', async () => {
    const { connection, workerConnection } = await startRedisQueue(cleanups, 'outbox-stuck-redis');
    const { logger, lines } = memoryLogger();
    const { state, deliver } = downFunction();
    let shift = 0;
    const outbox = createQueueOutbox({
      connection,
      workerConnection,
      logger,
      deliver,
      retryBaseMs: 10,
      maxRetryDelayMs: 20,
      maxWaiting: 10,
      stuckAfterMs: STUCK_AFTER_MS,
      now: () => Date.now() + shift,
    });
    await outbox.start();
    cleanups.push(() => outbox.stop());

    expect(await outbox.submit(message('stuck-redis-1'))).toBe('queued');
    await expectOneLinePerHour(lines, state, 'stuck-redis-1', (ms) => (shift += ms), { anHourLater: false });
  });

  it('Redis queue: the oldest waiting message’s age reaches /readyz and outbox_oldest_age_seconds', async () => {
    const { connection, workerConnection } = await startRedisQueue(cleanups, 'outbox-stuck-redis');
    const config = testConfig({ METRICS_TOKEN: TOKEN });
    const { logger } = memoryLogger();
    const { state, deliver } = downFunction();
    let shift = 0;
    // Set: the clock stands still there, so /readyz and /metrics read one age.
    let stopped: number | undefined;
    const outbox: Outbox = createQueueOutbox({
      connection,
      workerConnection,
      logger,
      deliver,
      // No retry comes during the test, however long it takes.
      retryBaseMs: NO_LIMIT,
      maxRetryDelayMs: NO_LIMIT,
      maxWaiting: 10,
      now: () => stopped ?? Date.now() + shift,
    });
    await outbox.start();
    cleanups.push(() => outbox.stop());
    const app = createApp({
      config,
      logger,
      blog: blogFromConfig(config, logger),
      frontend: productionFrontend(entry),
      outbox,
    });
    const age = async () => {
      const ready = await request(app).get('/readyz').expect(200);
      const metrics = await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
      const gauge = /^outbox_oldest_age_seconds (\S+)$/m.exec(metrics.text)?.[1];
      return { readyz: ready.body.outbox.oldestAgeSeconds as number | null, metric: Number(gauge) };
    };

    expect(await age()).toEqual({ readyz: null, metric: 0 });
    const submitted = Date.now();
    expect(await outbox.submit(message('old-redis-1'))).toBe('queued');
    shift = 90_000;
    expect(await outbox.submit(message('new-redis-2'))).toBe('queued');
    // The first message is waiting for its retry (delayed), the second too: the age is the first's.
    stopped = Date.now() + 120_000;
    const { readyz, metric } = await age();
    expect(readyz).toBeGreaterThanOrEqual(120);
    // Plus the real time the submissions took, whatever it was.
    expect(readyz).toBeLessThanOrEqual(Math.round((stopped - submitted) / 1000));
    expect(metric).toBe(readyz);
    expect(state.attempts).toBe(2);
  });
});
