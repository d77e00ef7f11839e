import type { Logger } from '../logger.js';
import { retryDelay, MAX_RETRY_DELAY_MS } from './backoff.js';
import { createOutboxStore, type OutboxRecord } from './store.js';
import type { Deliver, DeliveryResult, Outbox, OutboxStats, SubmitOutcome } from './types.js';

type Entry = { record: OutboxRecord; attempts: number; nextAt: number; busy: boolean };

export type DiskOutboxOptions = {
  dir: string;
  logger: Logger;
  /** null: no Supabase configured; messages are stored and logged, and wait. */
  deliver: Deliver | null;
  retryBaseMs: number;
  maxRetryDelayMs?: number;
  /** How often the folder is read again (an operator may move a dead letter back to replay it). */
  rescanMs?: number;
  random?: () => number;
  now?: () => number;
};

/** The disk outbox reads its counts from memory: no waiting. */
export type DiskOutbox = Omit<Outbox, 'stats'> & { stats(): OutboxStats };

/**
 * The outbox as a folder (one server): each message is a file until its function takes it, retried
 * with backoff meanwhile; a refused message moves to dead/ for the operator.
 */
export function createDiskOutbox(options: DiskOutboxOptions): DiskOutbox {
  const { logger, deliver, retryBaseMs } = options;
  const maxDelay = options.maxRetryDelayMs ?? MAX_RETRY_DELAY_MS;
  const rescanMs = options.rescanMs ?? 30_000;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const store = createOutboxStore(options.dir);
  const entries = new Map<string, Entry>();
  const inFlight = new Set<Promise<unknown>>();
  let deadLetters = 0;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | null = null;

  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => {});
    return promise;
  };

  const describe = (record: OutboxRecord) => ({
    submissionId: record.id,
    target: record.target,
    source: record.source,
  });

  async function attempt(entry: Entry): Promise<SubmitOutcome> {
    const { record } = entry;
    entry.busy = true;
    entry.attempts += 1;
    try {
      let result: DeliveryResult;
      try {
        result = await deliver!(record);
      } catch (err) {
        logger.error({ err, ...describe(record) }, 'outbox: delivery threw');
        result = { ok: false, transient: true, reason: 'unexpected' };
      }
      if (result.ok) {
        entries.delete(record.id);
        await store.remove(record.id);
        logger.info({ ...describe(record), outcome: 'delivered', attempts: entry.attempts }, 'outbox: delivered');
        return 'delivered';
      }
      if (!result.transient) {
        const { reason, status, detail } = result;
        await store.bury({
          ...record,
          attempts: entry.attempts,
          failedAt: new Date(now()).toISOString(),
          failure: { reason, status, detail },
        });
        entries.delete(record.id);
        deadLetters += 1;
        logger.error(
          {
            ...describe(record),
            outcome: 'dead-letter',
            reason,
            status,
            attempts: entry.attempts,
            file: `dead/${record.id}.json`,
          },
          'outbox: the function refused the message; kept as a dead letter',
        );
        return 'rejected';
      }
      const delay = retryDelay(entry.attempts, retryBaseMs, random, maxDelay);
      entry.nextAt = now() + delay;
      logger.warn(
        {
          ...describe(record),
          outcome: 'retry-scheduled',
          reason: result.reason,
          status: result.status,
          attempts: entry.attempts,
          retryInMs: delay,
        },
        'outbox: delivery failed, will retry',
      );
      return 'queued';
    } catch (err) {
      // The function may have it but the file could not be updated: retry later under the same key.
      entry.nextAt = now() + retryDelay(entry.attempts, retryBaseMs, random, maxDelay);
      logger.error({ err, ...describe(record) }, 'outbox: could not update the outbox folder');
      return 'queued';
    } finally {
      entry.busy = false;
      schedule();
    }
  }

  /** Picks up messages written by earlier runs or put back by an operator; forgets removed ones. */
  async function rescan() {
    const { records, corrupt } = await store.list();
    for (const name of corrupt) logger.error({ file: name }, 'outbox: unreadable file moved to dead/');
    const seen = new Set<string>();
    for (const record of records) {
      seen.add(record.id);
      if (!entries.has(record.id)) entries.set(record.id, { record, attempts: 0, nextAt: now(), busy: false });
    }
    for (const [id, entry] of entries) if (!entry.busy && !seen.has(id)) entries.delete(id);
    deadLetters = await store.countDead();
  }

  function schedule() {
    if (stopped) return;
    clearTimeout(timer);
    let next = now() + rescanMs;
    if (deliver) for (const entry of entries.values()) if (!entry.busy && entry.nextAt < next) next = entry.nextAt;
    timer = setTimeout(tick, Math.max(0, next - now()));
    timer.unref();
  }

  function tick() {
    if (ticking || stopped) return;
    ticking = (async () => {
      await rescan();
      if (!deliver) return;
      for (const entry of [...entries.values()]) {
        if (stopped) break;
        if (!entry.busy && entry.nextAt <= now() && entries.has(entry.record.id)) await track(attempt(entry));
      }
    })()
      .catch((err) => logger.error({ err }, 'outbox: worker pass failed'))
      .finally(() => {
        ticking = null;
        schedule();
      });
  }

  return {
    async submit(message) {
      const record: OutboxRecord = { ...message, createdAt: new Date(now()).toISOString() };
      const entry: Entry = { record, attempts: 0, nextAt: Number.POSITIVE_INFINITY, busy: true };
      entries.set(record.id, entry);
      try {
        await store.write(record);
      } catch (err) {
        entries.delete(record.id);
        logger.error({ err, ...describe(record) }, 'outbox: could not store the message');
        if (!deliver) return 'unavailable';
        // Not stored, so it may only be accepted if the function takes it right now.
        const result = await track(
          deliver(record).catch((): DeliveryResult => ({ ok: false, transient: true, reason: 'unexpected' })),
        );
        return result.ok ? 'delivered' : result.transient ? 'unavailable' : 'rejected';
      }
      if (!deliver) {
        entry.busy = false;
        logger.info(
          { ...describe(record), outcome: 'stored', reason: 'supabase-not-configured' },
          'outbox: stored until Supabase is configured',
        );
        return 'queued';
      }
      return track(attempt(entry));
    },

    async start() {
      stopped = false;
      await rescan();
      if (entries.size) {
        logger.info(
          { depth: entries.size, delivering: Boolean(deliver) },
          'outbox: messages waiting from an earlier run',
        );
      }
      schedule();
    },

    async stop() {
      stopped = true;
      clearTimeout(timer);
      await ticking;
      await Promise.allSettled([...inFlight]);
    },

    stats() {
      let oldest = Number.POSITIVE_INFINITY;
      for (const entry of entries.values()) oldest = Math.min(oldest, Date.parse(entry.record.createdAt));
      return {
        depth: entries.size,
        oldestAgeSeconds: entries.size ? Math.max(0, Math.round((now() - oldest) / 1000)) : null,
        deadLetters,
        delivering: Boolean(deliver),
      };
    },
  };
}
