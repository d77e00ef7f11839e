import path from 'node:path';
import type { Store } from 'express-rate-limit';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { FunctionsClient } from '../functions/client.js';
import type { Outbox } from '../outbox/types.js';
import { createDiskOutbox } from '../outbox/disk-outbox.js';
import { withAddressShare } from '../outbox/address-share.js';
import { functionDeliverer } from '../forms/delivery.js';

/**
 * Where the state that instances may share lives: the outbox of form messages and the rate limiters'
 * counters. One server: the disk outbox in DATA_DIR/outbox and express-rate-limit's memory store.
 * REDIS_URL: a BullMQ queue and rate-limit-redis, the same for every instance on that Redis
 * (redis-backends.ts, loaded only then).
 */
export type Backends = {
  outbox: Outbox;
  /** A store for one limiter (each limiter needs its own); undefined: express-rate-limit's memory store. */
  limiterStore(name: string): Store | undefined;
  close(): Promise<void>;
};

export type BackendDeps = { config: Config; functions: FunctionsClient | null; logger: Logger };

/** What either outbox takes from the configuration: how it delivers, retries, fills up, alerts and forgets. */
export function outboxSettings({ config, functions, logger }: BackendDeps) {
  return {
    logger,
    deliver: functions ? functionDeliverer(functions) : null,
    retryBaseMs: config.outboxRetryBaseMs,
    maxWaiting: config.outboxMaxWaiting,
    stuckAfterMs: config.outboxStuckAfterSeconds * 1000,
    deadLetterRetentionMs: config.deadLetterRetentionDays * 86_400_000,
  };
}

/** Either outbox with each address's share of it (OUTBOX_MAX_WAITING_PER_ADDRESS). */
export const sharedByAddress = (outbox: Outbox, { config, logger }: BackendDeps): Outbox =>
  withAddressShare(outbox, { perAddress: config.outboxMaxWaitingPerAddress, logger });

export function localBackends(deps: BackendDeps): Backends {
  return {
    outbox: sharedByAddress(
      createDiskOutbox({ dir: path.resolve(deps.config.dataDir, 'outbox'), ...outboxSettings(deps) }),
      deps,
    ),
    limiterStore: () => undefined,
    close: async () => {},
  };
}
