import type { Logger } from '../logger.js';

/** What the log line and /readyz say while the outbox refuses new messages. */
export const OUTBOX_FULL = 'outbox full: new form messages are refused (429) until waiting ones are delivered';

/** The info line once there is room again. */
export const OUTBOX_ROOM_AGAIN = 'outbox: accepting messages again';

/** How often, at most, a refusal is logged while the outbox stays full. */
export const FULL_LOG_INTERVAL_MS = 60_000;

export type Capacity = {
  readonly maxWaiting: number;
  /**
   * True when `room` new messages (this one and those that must follow it) fit beside the `waiting`
   * ones; a refusal is counted, and logged now and then.
   */
  admits(waiting: number, room?: number): boolean;
  isFull(waiting: number): boolean;
};

/**
 * The global cap on waiting messages: the per-IP rate limit bounds one address, not a crowd of them,
 * and every waiting message costs disk (or Redis memory) and a retry until it is delivered.
 */
export function createCapacity({
  maxWaiting,
  logger,
  now = Date.now,
}: {
  maxWaiting: number;
  logger: Logger;
  now?: () => number;
}): Capacity {
  let full = false;
  let refused = 0;
  let loggedAt = Number.NEGATIVE_INFINITY;
  const isFull = (waiting: number) => waiting >= maxWaiting;

  return {
    maxWaiting,
    isFull,
    admits(waiting, room = 1) {
      if (waiting + room <= maxWaiting) {
        if (full) logger.info({ waiting, maxWaiting, refused }, OUTBOX_ROOM_AGAIN);
        full = false;
        refused = 0;
        return true;
      }
      full = true;
      refused += 1;
      // One line per interval, not per refusal: a flood of refused posts must not become a flood of
      // lines (log volume, disk); the count says how many it stands for. A warning: the server works as
      // meant, and the refusals are counted (form_submissions_total{outcome="full"}) for the alert.
      if (now() - loggedAt >= FULL_LOG_INTERVAL_MS) {
        loggedAt = now();
        logger.warn({ waiting, maxWaiting, refused }, OUTBOX_FULL);
      }
      return false;
    },
  };
}
