import type { Logger } from '../logger.js';
import { periodically } from './periodically.js';

/** How often dead letters past their retention are looked for (besides at start). */
export const RETENTION_SWEEP_MS = 3_600_000;

/** The info line of a sweep that deleted dead letters: their ids and count, nothing of the messages. */
export const DEAD_LETTERS_DELETED = 'outbox: dead letters past DEAD_LETTER_RETENTION_DAYS deleted';

/**
 * Dead letters hold what visitors wrote (name, contact details, sometimes their health): they are kept
 * for the operator to replay or answer by hand for `retentionMs`, then deleted, at start and hourly.
 * `remove` deletes those that failed before the cutoff (ms) and returns their submission ids.
 */
export function deadLetterRetention({
  logger,
  retentionMs,
  remove,
  now = Date.now,
  intervalMs = RETENTION_SWEEP_MS,
}: {
  logger: Logger;
  retentionMs: number;
  remove: (cutoff: number) => Promise<string[]>;
  now?: () => number;
  intervalMs?: number;
}) {
  return periodically(intervalMs, async () => {
    try {
      const ids = await remove(now() - retentionMs);
      if (ids.length > 0) {
        logger.info(
          { count: ids.length, submissionIds: ids, retentionDays: retentionMs / 86_400_000 },
          DEAD_LETTERS_DELETED,
        );
      }
    } catch (err) {
      // Tried again at the next sweep; the letters stay meanwhile.
      logger.error({ err }, 'outbox: could not delete dead letters past their retention');
    }
  });
}
