import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { redisConnection } from '../../server/scale/redis-connection.js';
import type { Daemon } from '../../tools/daemon.js';
import { freePort } from '../../tools/free-port.js';
import { startRedis } from '../../tools/redis-server.js';
import { stopAtEnd } from './server-process.js';

/** Debian's redis-server on `port` (tools/redis-server.ts), ended with the test file if a test leaves it running. */
export async function startRedisServer(port: number, dir: string): Promise<Daemon> {
  const redis = await startRedis(port, dir);
  stopAtEnd(redis.child);
  return redis;
}

/**
 * A fresh redis-server and the two connections the queue outbox takes (the app's, failing fast, and
 * the worker's, waiting), ready; each clean-up is pushed onto `cleanups` for the test to run.
 */
export async function startRedisQueue(cleanups: (() => Promise<unknown>)[], name: string) {
  const dir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const port = await freePort();
  const redis = await startRedisServer(port, dir);
  cleanups.push(() => redis.stop());
  const url = `redis://127.0.0.1:${port}`;
  const connection = redisConnection(url, { failFast: true, name: 'app' });
  const workerConnection = redisConnection(url, { failFast: false, name: 'worker' });
  cleanups.push(async () => {
    connection.disconnect();
    workerConnection.disconnect();
  });
  await new Promise((resolve) => connection.once('ready', resolve));
  return { connection, workerConnection };
}
