import type { Redis } from 'ioredis';
import { outboxSettings, sharedByAddress, type Backends, type BackendDeps } from './backends.js';
import type { Outbox } from '../outbox/types.js';
import { createQueueOutbox } from '../outbox/queue-outbox.js';
import { redisConnection, watchRedis } from './redis-connection.js';
import { SharedLimiterStore } from './redis-limiter-store.js';

/**
 * BullMQ's close waits for Redis for ever: while it is out of reach nothing could be settled anyway,
 * and a shutdown must not hang on it (a job in progress stays in Redis, retried under its id).
 */
function stopsWithoutRedis(connection: Redis, outbox: Outbox): Outbox {
  const outOfReach = () =>
    new Promise<void>((resolve) => {
      if (connection.status !== 'ready') return resolve();
      connection.once('close', () => resolve());
    });
  return { ...outbox, stop: () => Promise.race([outbox.stop(), outOfReach()]) };
}

/** Connects first (for at most a few seconds: pages do not need Redis, so the server starts without it). */
export async function redisBackends(deps: BackendDeps & { redisUrl: string }): Promise<Backends> {
  const { logger, redisUrl } = deps;
  const connection = redisConnection(redisUrl, { failFast: true, name: 'app' });
  const workerConnection = redisConnection(redisUrl, { failFast: false, name: 'worker' });
  watchRedis(connection, logger);
  workerConnection.on('error', () => {}); // the first connection's watcher logs the outage
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 5000);
    connection.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return {
    outbox: sharedByAddress(
      stopsWithoutRedis(connection, createQueueOutbox({ connection, workerConnection, ...outboxSettings(deps) })),
      deps,
    ),
    limiterStore: (name) => new SharedLimiterStore(connection, `rl:${name}:`),
    async close() {
      connection.disconnect();
      workerConnection.disconnect();
    },
  };
}
