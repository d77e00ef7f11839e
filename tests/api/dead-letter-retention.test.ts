import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueueOutbox, QUEUE_NAME } from '../../server/outbox/queue-outbox.js';
import { DEAD_LETTERS_DELETED } from '../../server/outbox/retention.js';
import type { Deliver } from '../../server/outbox/types.js';
import { buildTestApp, memoryLogger, type LogLine } from '../helpers/app.js';
import { startRedisQueue } from '../helpers/redis-server.js';
import { eventually } from '../helpers/patience.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const DAY_MS = 86_400_000;
const visitor = { name: 'Lee Carter', email: 'lee.carter@example.com', phone: '727-555-0123' };

const deletedLines = (lines: LogLine[]) => lines.filter((line) => line.msg === DEAD_LETTERS_DELETED);
const expectNoVisitorData = (lines: LogLine[]) => {
  const text = JSON.stringify(lines);
  for (const value of Object.values(visitor)) expect(text).not.toContain(value);
};

describe('dead letters past DEAD_LETTER_RETENTION_DAYS', () => {
  it('disk outbox: deleted at start by their files’ time, one line with their ids and count', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'dead-retention-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const dead = path.join(dataDir, 'outbox', 'dead');
    await mkdir(dead, { recursive: true });
    const letter = async (name: string, ageDays: number) => {
      const file = path.join(dead, name);
      const id = name.split('.')[0];
      await writeFile(file, JSON.stringify({ id, target: 'send-contact-email', body: visitor }));
      const at = new Date(Date.now() - ageDays * DAY_MS);
      await utimes(file, at, at);
    };
    await letter('old-aaaa-1.json', 8);
    await letter('old-bbbb-2.json.unreadable', 30);
    await letter('new-cccc-3.json', 6);

    const { outbox, logs } = buildTestApp({ env: { DATA_DIR: dataDir, DEAD_LETTER_RETENTION_DAYS: '7' } });
    await outbox.start();
    cleanups.push(() => outbox.stop());

    await vi.waitFor(() => expect(deletedLines(logs)).toHaveLength(1), eventually);
    expect(await readdir(dead)).toEqual(['new-cccc-3.json']);
    expect(deletedLines(logs)[0]).toMatchObject({
      level: 30,
      count: 2,
      submissionIds: expect.arrayContaining(['old-aaaa-1', 'old-bbbb-2']),
      retentionDays: 7,
    });
    expectNoVisitorData(logs);
    expect(await outbox.stats()).toMatchObject({ deadLetters: 1 });
  });

  it('Redis queue: failed jobs older than the retention are removed from the failed set', async () => {
    const { connection, workerConnection } = await startRedisQueue(cleanups, 'dead-retention-redis');

    const refuse: Deliver = async () => ({ ok: false, transient: false, reason: 'http', status: 422 });
    const outboxWith = (lines: ReturnType<typeof memoryLogger>) =>
      createQueueOutbox({
        connection,
        workerConnection,
        logger: lines.logger,
        deliver: refuse,
        retryBaseMs: 50,
        maxWaiting: 10,
        deadLetterRetentionMs: 7 * DAY_MS,
      });
    const first = outboxWith(memoryLogger());
    await first.start();
    const message = (id: string) => ({ id, target: 'send-contact-email', source: 'contact-form', body: visitor });
    expect(await first.submit(message('dead-old-1'))).toBe('rejected');
    expect(await first.submit(message('dead-new-2'))).toBe('rejected');
    await vi.waitFor(async () => expect(await first.stats()).toMatchObject({ deadLetters: 2 }), eventually);
    await first.stop();

    // One refused eight days ago: its finish time, in the job and in the failed set's order.
    const eightDaysAgo = Date.now() - 8 * DAY_MS;
    await connection.hset(`bull:${QUEUE_NAME}:dead-old-1`, 'finishedOn', String(eightDaysAgo));
    await connection.zadd(`bull:${QUEUE_NAME}:failed`, eightDaysAgo, 'dead-old-1');

    // The next start sweeps (as the hourly timer does).
    const log = memoryLogger();
    const second = outboxWith(log);
    await second.start();
    cleanups.push(() => second.stop());
    await vi.waitFor(() => expect(deletedLines(log.lines)).toHaveLength(1), eventually);
    expect(deletedLines(log.lines)[0]).toMatchObject({ count: 1, submissionIds: ['dead-old-1'] });
    expect(await second.stats()).toMatchObject({ deadLetters: 1 });
    expect(await connection.exists(`bull:${QUEUE_NAME}:dead-old-1`)).toBe(0);
    expect(await connection.exists(`bull:${QUEUE_NAME}:dead-new-2`)).toBe(1);
    expectNoVisitorData(log.lines);
  });
});
