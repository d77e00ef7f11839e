import path from 'node:path';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { FunctionsClient } from '../functions/client.js';
import { createOutbox } from '../outbox/outbox.js';
import { functionDeliverer } from './delivery.js';

/** The forms' outbox in DATA_DIR/outbox, delivering to the functions when Supabase is configured. */
export function createFormsOutbox({ config, functions, logger }: { config: Pick<Config, 'dataDir' | 'outboxRetryBaseMs'>; functions: FunctionsClient | null; logger: Logger }) {
  return createOutbox({
    dir: path.resolve(config.dataDir, 'outbox'),
    logger,
    deliver: functions ? functionDeliverer(functions) : null,
    retryBaseMs: config.outboxRetryBaseMs,
  });
}
