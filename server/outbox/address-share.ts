import type { Logger } from '../logger.js';
import type { Outbox, SubmitOutcome } from './types.js';

/** The log line, at most once a minute, while an address is refused for its share. */
export const SHARE_FULL = 'outbox: one address has its share of waiting messages; its new ones are refused (429)';
const LOG_INTERVAL_MS = 60_000;

/**
 * Each sending address's share of the outbox. Messages wait only while delivery fails, and the global
 * cap (OUTBOX_MAX_WAITING) protects the disk or Redis, not the visitors: one sender posting junk within
 * the rate limit could fill it and shut the forms for everyone. So an address may have at most
 * `perAddress` messages waiting that this process took from it. Only queued messages are counted, and
 * each leaves its sender's share once the outbox no longer holds it. Addresses live in memory only,
 * never beside a stored message.
 */
export function withAddressShare(
  outbox: Outbox,
  { perAddress, logger, now = Date.now }: { perAddress: number; logger: Logger; now?: () => number },
): Outbox {
  const byAddress = new Map<string, Set<string>>();
  /** Submissions in progress: not stored yet, so never pruned. */
  const pending = new Set<string>();
  let tracked = 0;
  let sweepAt = 1_000;
  let refused = 0;
  let loggedAt = Number.NEGATIVE_INFINITY;

  const untrack = (address: string, id: string) => {
    const ids = byAddress.get(address);
    if (!ids?.delete(id)) return;
    tracked -= 1;
    if (ids.size === 0) byAddress.delete(address);
  };

  /** Drops the address's messages that no longer wait (delivered, dead, forgotten). */
  async function prune(address: string) {
    const ids = [...(byAddress.get(address) ?? [])].filter((id) => !pending.has(id));
    if (ids.length === 0) return;
    // Unreadable (Redis out of reach): counted as waiting; the submission itself says what happened.
    const waiting = await outbox.waitingAmong(ids).catch(() => new Set(ids));
    for (const id of ids) if (!waiting.has(id)) untrack(address, id);
  }

  /** Addresses that never post again keep their delivered ids until a sweep: one now and then bounds them. */
  async function sweepIfLarge() {
    if (tracked < sweepAt) return;
    for (const address of [...byAddress.keys()]) await prune(address);
    sweepAt = Math.max(1_000, tracked * 2);
  }

  return {
    ...outbox,
    async submit(message, options = {}) {
      const { sender, room = 1 } = options;
      if (sender === undefined) return outbox.submit(message, options);
      await sweepIfLarge();
      await prune(sender);
      // Checked and reserved at once, after every await: concurrent posts of one address all count.
      const ids = byAddress.get(sender) ?? new Set<string>();
      if (ids.size + room > perAddress) {
        refused += 1;
        if (now() - loggedAt >= LOG_INTERVAL_MS) {
          loggedAt = now();
          logger.warn({ perAddress, refused }, SHARE_FULL);
          refused = 0;
        }
        return 'address-full' satisfies SubmitOutcome;
      }
      ids.add(message.id);
      byAddress.set(sender, ids);
      tracked += 1;
      pending.add(message.id);
      try {
        const outcome = await outbox.submit(message, options);
        // Only a message left waiting counts against its sender.
        if (outcome !== 'queued') untrack(sender, message.id);
        return outcome;
      } catch (err) {
        untrack(sender, message.id);
        throw err;
      } finally {
        pending.delete(message.id);
      }
    },
  };
}
