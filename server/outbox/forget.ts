import { readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Queue, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUE_NAME } from './queue-outbox.js';
import type { OutboxRecord } from './store.js';

/** What one visitor's deletion found: removed from each place, and what could not be removed now. */
export type Forgotten = { waiting: number; deadLetters: number; busy: string[] };

/** The e-mail address a message carries (both forms send it as `email`), compared without case. */
function sentBy(record: Pick<OutboxRecord, 'body'> | undefined, email: string): boolean {
  const sent = (record?.body as { email?: unknown } | undefined)?.email;
  return typeof sent === 'string' && sent.trim().toLowerCase() === email.trim().toLowerCase();
}

/** Deletes the visitor's waiting messages and dead letters from the disk outbox (DATA_DIR/outbox). */
export async function forgetOnDisk(outboxDir: string, email: string): Promise<Forgotten> {
  const found: Forgotten = { waiting: 0, deadLetters: 0, busy: [] };
  for (const [folder, key] of [
    [outboxDir, 'waiting'],
    [path.join(outboxDir, 'dead'), 'deadLetters'],
  ] as const) {
    let names: string[];
    try {
      names = await readdir(folder);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    // Unreadable files moved aside (`.json.unreadable`) are read too: they may hold the address.
    for (const name of names.filter((n) => /\.json(\.unreadable)?$/.test(n))) {
      const file = path.join(folder, name);
      const text = await readFile(file, 'utf8').catch(() => '');
      let record: OutboxRecord | undefined;
      try {
        record = JSON.parse(text) as OutboxRecord;
      } catch {
        record = undefined;
      }
      const mentions = record ? sentBy(record, email) : text.toLowerCase().includes(email.trim().toLowerCase());
      if (!mentions) continue;
      await unlink(file).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
      found[key] += 1;
    }
  }
  return found;
}

/**
 * Deletes the visitor's messages from the Redis queue: waiting, delayed and failed (the dead letters).
 * A job a worker holds at this moment cannot be removed: it is named in `busy` (run again once it settles).
 */
export async function forgetInQueue(connection: Redis, email: string): Promise<Forgotten> {
  const queue = new Queue<{ record: OutboxRecord }>(QUEUE_NAME, { connection });
  const found: Forgotten = { waiting: 0, deadLetters: 0, busy: [] };
  try {
    const jobs: (Job<{ record: OutboxRecord }> | undefined)[] = await queue.getJobs([
      'waiting',
      'delayed',
      'prioritized',
      'failed',
      'active',
    ]);
    for (const job of jobs) {
      if (!job?.id || !sentBy(job.data?.record, email)) continue;
      const state = await job.getState();
      if (state === 'active') {
        found.busy.push(job.id);
        continue;
      }
      await job.remove();
      found[state === 'failed' ? 'deadLetters' : 'waiting'] += 1;
    }
    // Redis's append-only file still holds the removed jobs' text until it is rewritten.
    if (found.waiting + found.deadLetters > 0) await connection.bgrewriteaof();
  } finally {
    await queue.close();
  }
  return found;
}
