export const MAX_RETRY_DELAY_MS = 15 * 60_000;

/**
 * Delay before retry number `attempt` (1 = the first retry): the base doubling each time, capped at
 * 15 minutes, spread by ±25 % jitter so messages queued together do not retry in lockstep.
 */
export function retryDelay(
  attempt: number,
  baseMs: number,
  random: () => number = Math.random,
  maxMs = MAX_RETRY_DELAY_MS,
): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  const nominal = Math.min(maxMs, baseMs * 2 ** exponent);
  const jittered = nominal * (0.75 + 0.5 * random());
  return Math.round(Math.min(maxMs, jittered));
}
