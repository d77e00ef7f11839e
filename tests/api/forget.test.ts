import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Queue } from 'bullmq';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rootDir } from '../../server/paths.js';
import { createDiskOutbox } from '../../server/outbox/disk-outbox.js';
import { createQueueOutbox, QUEUE_NAME } from '../../server/outbox/queue-outbox.js';
import type { Deliver, Outbox } from '../../server/outbox/types.js';
import { memoryLogger } from '../helpers/app.js';
import { eventually } from '../helpers/patience.js';
import { stopAtEnd } from '../helpers/server-process.js';
import { redisConnection } from '../../server/scale/redis-connection.js';
import { freePort } from '../../tools/free-port.js';
import { startRedis } from '../../tools/redis-server.js';

const run = promisify(execFile);
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const forgotten = { name: 'Lee Carter', email: 'Lee.Carter@example.com', message: 'Please call me about my back.' };
const kept = { name: 'Ana Ruiz', email: 'ana.ruiz@example.com', message: 'Do you take walk-ins on Saturday?' };
const message = (id: string, body: object) => ({ id, target: 'send-contact-email', source: 'contact-page', body });
// Refuses bodies marked for it, keeps the others waiting: dead letters and waiting messages side by side.
const refuseMarked: Deliver = async (record) =>
  (record.body as { refuse?: boolean }).refuse
    ? { ok: false, transient: false, reason: 'http', status: 422 }
    : { ok: false, transient: true, reason: 'network' };

/** Starts the outbox and stores, for each visitor, a waiting message and a dead letter. */
async function submitBoth(outbox: Outbox) {
  await outbox.start();
  cleanups.push(() => outbox.stop());
  expect(await outbox.submit(message('forget-wait-1', forgotten))).toBe('queued');
  expect(await outbox.submit(message('forget-dead-2', { ...forgotten, refuse: true }))).toBe('rejected');
  expect(await outbox.submit(message('keep-wait-3', kept))).toBe('queued');
  expect(await outbox.submit(message('keep-dead-4', { ...kept, refuse: true }))).toBe('rejected');
}

/** The built command, as the operator runs it (`npm run forget -- <e-mail>`), with the given settings. */
const forget = (email: string, env: Record<string, string>) =>
  run(process.execPath, [path.join(rootDir, 'dist/server/forget.js'), email], {
    cwd: rootDir,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
  });

async function filesText(dir: string) {
  const texts: string[] = [];
  for (const folder of [dir, path.join(dir, 'dead')]) {
    for (const name of await readdir(folder)) {
      if (name.endsWith('.json')) texts.push(await readFile(path.join(folder, name), 'utf8'));
    }
  }
  return texts.join('\n');
}

describe('npm run forget -- <e-mail>', () => {
  it('deletes one visitor’s waiting messages and dead letters from the disk outbox, and only theirs', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'forget-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const dir = path.join(dataDir, 'outbox');
    const outbox = createDiskOutbox({
      dir,
      logger: memoryLogger().logger,
      deliver: refuseMarked,
      retryBaseMs: 3_600_000,
      maxWaiting: 100,
    });
    await submitBoth(outbox);

    // The address as the visitor writes it in their request, in another case.
    const { stdout } = await forget('lee.carter@EXAMPLE.com', { DATA_DIR: dataDir });
    expect(stdout).toContain('1 waiting message(s), 1 dead letter(s)');
    expect(stdout).toMatch(/mailbox/);
    expect(stdout).toMatch(/GoHighLevel/);
    expect(stdout).toMatch(/backups/);

    const left = await filesText(dir);
    for (const value of Object.values(forgotten)) expect(left).not.toContain(value);
    for (const value of Object.values(kept)) expect(left).toContain(value);
    // The running outbox forgets the deleted message instead of delivering it.
    expect((await outbox.stats()).depth).toBe(2);
  });

  it('deletes them from the Redis queue (waiting and failed jobs) and rewrites the append-only file', async () => {
    // Redis as production runs it: every change in the append-only file.
    const dir = await mkdtemp(path.join(tmpdir(), 'forget-redis-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const port = await freePort();
    const redis = await startRedis(port, dir, { appendOnly: true });
    stopAtEnd(redis.child);
    cleanups.push(() => redis.stop());
    const url = `redis://127.0.0.1:${port}`;
    const connection = redisConnection(url, { failFast: true, name: 'app' });
    const workerConnection = redisConnection(url, { failFast: false, name: 'worker' });
    cleanups.push(async () => (connection.disconnect(), workerConnection.disconnect()));
    await new Promise((resolve) => connection.once('ready', resolve));
    const outbox = createQueueOutbox({
      connection,
      workerConnection,
      logger: memoryLogger().logger,
      deliver: refuseMarked,
      retryBaseMs: 3_600_000,
      maxWaiting: 100,
    });
    await submitBoth(outbox);
    await vi.waitFor(async () => expect(await outbox.stats()).toMatchObject({ deadLetters: 2 }), eventually);
    // Uncompressed, so the files can be searched for a visitor's words.
    await connection.config('SET', 'rdbcompression', 'no');
    const rewritesBefore = Number(/aof_rewrites:(\d+)/.exec(await connection.info('persistence'))?.[1] ?? 0);

    const { stdout } = await forget(forgotten.email, { REDIS_URL: url });
    expect(stdout).toContain('1 waiting message(s), 1 dead letter(s)');

    const queue = new Queue(QUEUE_NAME, { connection });
    cleanups.push(() => queue.close());
    const ids = async () =>
      (await queue.getJobs(['waiting', 'delayed', 'prioritized', 'failed', 'active'])).map((job) => job?.id).sort();
    expect(await ids()).toEqual(['keep-dead-4', 'keep-wait-3']);
    // Redis rewrites its append-only file, so the deleted jobs' text leaves the disk too.
    await vi.waitFor(async () => {
      const info = await connection.info('persistence');
      expect(Number(/aof_rewrites:(\d+)/.exec(info)?.[1])).toBeGreaterThan(rewritesBefore);
      expect(info).toContain('aof_rewrite_in_progress:0');
    }, eventually);
    const onDisk = await filesUnder(dir);
    expect(onDisk).not.toContain(forgotten.message);
    expect(onDisk).toContain(kept.message);
  });
});

/** Every file Redis keeps in its folder (the append-only files and any snapshot), as one text. */
async function filesUnder(dir: string): Promise<string> {
  const texts: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) texts.push((await readFile(path.join(entry.parentPath, entry.name))).toString('latin1'));
  }
  return texts.join('\n');
}
