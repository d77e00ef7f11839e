import type { Store } from 'express-rate-limit';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { FunctionsClient } from '../functions/client.js';
import type { Outbox } from '../outbox/outbox.js';
import { createFormsOutbox } from '../forms/outbox.js';
import { functionDeliverer } from '../forms/delivery.js';
import { createQueueOutbox } from '../outbox/queue-outbox.js';
import { redisConnection, watchRedis } from './redis-connection.js';
import { SharedLimiterStore } from './redis-limiter-store.js';

/**
 * Where the state that instances may share lives: the outbox of form messages and the rate limiters'
 * counters. One server: the disk outbox and express-rate-limit's memory store. REDIS_URL: a BullMQ
 * queue and rate-limit-redis, the same for every instance on that Redis.
 */
export type Backends = {
  outbox: Outbox;
  /** A store for one limiter (each limiter needs its own); undefined: express-rate-limit's memory store. */
  limiterStore(name: string): Store | undefined;
  close(): Promise<void>;
};

type Deps = { config: Config; functions: FunctionsClient | null; logger: Logger };

export function localBackends({ config, functions, logger }: Deps): Backends {
  return {
    outbox: createFormsOutbox({ config, functions, logger }),
    limiterStore: () => undefined,
    close: async () => {},
  };
}

/** Connects first (for at most a few seconds: pages do not need Redis, so the server starts without it). */
export async function redisBackends({ config, functions, logger, redisUrl }: Deps & { redisUrl: string }): Promise<Backends> {
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
    outbox: createQueueOutbox({
      connection,
      workerConnection,
      logger,
      deliver: functions ? functionDeliverer(functions) : null,
      retryBaseMs: config.outboxRetryBaseMs,
    }),
    limiterStore: (name) => new SharedLimiterStore(connection, `rl:${name}:`),
    async close() {
      connection.disconnect();
      workerConnection.disconnect();
    },
  };
}
