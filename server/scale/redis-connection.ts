import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from '../logger.js';

/**
 * A connection to REDIS_URL. `failFast`: commands fail at once while disconnected (a visitor's request
 * gets 503 instead of waiting); otherwise they wait for the reconnection (BullMQ's worker needs
 * `maxRetriesPerRequest: null`). Either way it reconnects for ever, every second at most.
 */
export function redisConnection(url: string, { failFast, name }: { failFast: boolean; name: string }): Redis {
  const options: RedisOptions = {
    connectionName: `clinic-site:${name}`,
    maxRetriesPerRequest: failFast ? 1 : null,
    enableOfflineQueue: !failFast,
    connectTimeout: 3000,
    retryStrategy: (times) => Math.min(times * 100, 1000),
  };
  return new Redis(url, options);
}

/** Logs when Redis goes away and when it is back, once each (not every reconnection attempt). */
export function watchRedis(connection: Redis, logger: Logger) {
  let down = false;
  connection.on('error', (err: Error) => {
    if (down) return;
    down = true;
    logger.error({ err: { message: err.message } }, 'redis unreachable: form submissions answer 503 until it is back');
  });
  connection.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info('redis reachable again');
  });
}
