import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { redisConnection } from '../../server/scale/redis-connection.js';
import { freePort } from './free-port.js';
import { startDaemon, type Daemon } from './daemon.js';

/**
 * Debian's redis-server on a loopback port. By default it keeps nothing on disk (each start is empty);
 * `appendOnly` writes every change to an append-only file in `dir`, as production should run it.
 */
export function startRedis(
  port: number,
  dir: string,
  { appendOnly = false }: { appendOnly?: boolean } = {},
): Promise<Daemon> {
  return startDaemon(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      appendOnly ? 'yes' : 'no',
      '--dir',
      dir,
    ],
    (output) => output.includes('Ready to accept connections'),
  );
}

/**
 * A fresh redis-server and the two connections the queue outbox takes (the app's, failing fast, and
 * the worker's, waiting), ready; each clean-up is pushed onto `cleanups` for the test to run.
 */
export async function startRedisQueue(cleanups: (() => Promise<unknown>)[], name: string) {
  const dir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const port = await freePort();
  const redis = await startRedis(port, dir);
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
