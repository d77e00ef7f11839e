import type { Logger } from '../logger.js';

/** The error line for a message still undelivered past OUTBOX_STUCK_AFTER_SECONDS. */
export const OUTBOX_STUCK =
  'outbox: a message has waited past OUTBOX_STUCK_AFTER_SECONDS and is still undelivered; retrying';

/** How often, at most, one message's stuck line is repeated while it keeps waiting. */
export const STUCK_LOG_INTERVAL_MS = 3_600_000;

export type FailedAttempt = {
  id: string;
  target: string;
  source: string;
  /** When the message was accepted (ms). */
  createdAt: number;
  attempts: number;
  /** The failure's reason and status: what the function or the network said, never the message. */
  reason: string;
  status?: number;
  /** When this message's stuck line was last logged (ms), if ever. */
  loggedAt?: number;
};

/**
 * The visitor was told their message was sent while its delivery keeps failing: past the threshold each
 * failed attempt may say so at error level, once an hour per message (retries come at least every
 * 15 minutes, so a stuck message is named within that of crossing it).
 */
export function stuckMessages({
  logger,
  stuckAfterMs,
  now = Date.now,
}: {
  logger: Logger;
  stuckAfterMs: number;
  now?: () => number;
}) {
  return {
    /** Logs the line when it is due; returns when it did (to keep with the message), else undefined. */
    failed(attempt: FailedAttempt): number | undefined {
      const at = now();
      const waited = at - attempt.createdAt;
      if (waited <= stuckAfterMs) return undefined;
      if (attempt.loggedAt !== undefined && at - attempt.loggedAt < STUCK_LOG_INTERVAL_MS) return undefined;
      logger.error(
        {
          submissionId: attempt.id,
          target: attempt.target,
          source: attempt.source,
          outcome: 'stuck',
          reason: attempt.reason,
          status: attempt.status,
          attempts: attempt.attempts,
          waitingSeconds: Math.round(waited / 1000),
        },
        OUTBOX_STUCK,
      );
      return at;
    },
  };
}
