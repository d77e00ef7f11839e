import type { Backends, BackendDeps } from './backends.js';
import { functionDeliverer } from '../forms/delivery.js';
import { createQueueOutbox } from '../outbox/queue-outbox.js';
import { redisConnection, watchRedis } from './redis-connection.js';
import { SharedLimiterStore } from './redis-limiter-store.js';

/** Connects first (for at most a few seconds: pages do not need Redis, so the server starts without it). */
export async function redisBackends({
  config,
  functions,
  logger,
  redisUrl,
}: BackendDeps & { redisUrl: string }): Promise<Backends> {
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
      maxWaiting: config.outboxMaxWaiting,
    }),
    limiterStore: (name) => new SharedLimiterStore(connection, `rl:${name}:`),
    async close() {
      connection.disconnect();
      workerConnection.disconnect();
    },
  };
}
