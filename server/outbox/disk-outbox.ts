import type { Logger } from '../logger.js';
import { retryDelay, MAX_RETRY_DELAY_MS } from './backoff.js';
import { createCapacity } from './capacity.js';
import { createSchedule } from './schedule.js';
import { createOutboxStore, type OutboxRecord, type OutboxStore } from './store.js';
import { stuckMessages } from './stuck.js';
import { deadLetterRetention } from './retention.js';
import type { Deliver, DeliveryResult, Outbox, OutboxStats, SubmitOutcome } from './types.js';

/**
 * A waiting message as the worker knows it: what its log lines name, not its body (read from its
 * file when it is due, so memory stays small however many wait).
 */
type Entry = {
  id: string;
  target: string;
  source: string;
  createdAt: number;
  attempts: number;
  /** Being stored or delivered: out of the schedule, and never forgotten by a read of the folder. */
  busy: boolean;
  /** The read of the folder current when it was added: a read begun before never forgets it. */
  look: number;
  /** When its stuck line was last logged (stuck.ts). */
  stuckLoggedAt?: number;
};

export type DiskOutboxOptions = {
  dir: string;
  logger: Logger;
  /** null: no Supabase configured; messages are stored and logged, and wait. */
  deliver: Deliver | null;
  retryBaseMs: number;
  /** OUTBOX_MAX_WAITING: past it new messages are refused (`full`). */
  maxWaiting: number;
  /** OUTBOX_STUCK_AFTER_SECONDS, in ms: a message failing past it is logged as an error. */
  stuckAfterMs?: number;
  /** DEAD_LETTER_RETENTION_DAYS, in ms: older dead letters are deleted (at start, then hourly). */
  deadLetterRetentionMs?: number;
  maxRetryDelayMs?: number;
  /** How often the folder's times are checked (an operator may move a dead letter back to replay it). */
  rescanMs?: number;
  random?: () => number;
  now?: () => number;
  /** The files (tests count their reads). */
  store?: OutboxStore;
};

/** The disk outbox reads its counts from memory: no waiting. */
export type DiskOutbox = Omit<Outbox, 'stats'> & { stats(): OutboxStats };

/** The longest a Node timer may be set for. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/**
 * A folder that had changed this soon before the last look is listed again: a later change within the
 * same tick of a coarse file-system clock would leave its time as it was.
 */
const SETTLE_MS = 2000;

/**
 * The outbox as a folder (one server): each message is a file until its function takes it, retried
 * with backoff meanwhile; a refused message moves to dead/ for the operator. The folder is read once,
 * at start; from then on an in-memory schedule says what is due, so the worker's cost follows the
 * messages due, not the messages waiting.
 */
export function createDiskOutbox(options: DiskOutboxOptions): DiskOutbox {
  const { logger, deliver, retryBaseMs } = options;
  const maxDelay = options.maxRetryDelayMs ?? MAX_RETRY_DELAY_MS;
  const rescanMs = options.rescanMs ?? 30_000;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const store = options.store ?? createOutboxStore(options.dir);
  const capacity = createCapacity({ maxWaiting: options.maxWaiting, logger });
  const stuck = stuckMessages({ logger, stuckAfterMs: options.stuckAfterMs ?? 3_600_000, now });
  const retention = deadLetterRetention({
    logger,
    retentionMs: options.deadLetterRetentionMs ?? 30 * 86_400_000,
    now,
    async remove(cutoff) {
      const removed = await store.removeDeadBefore(cutoff);
      if (removed.length > 0) deadLetters = await store.countDead();
      return removed.map((name) => name.replace(/\.json(\.unreadable)?$/, ''));
    },
  });
  const entries = new Map<string, Entry>();
  /** Out of the counts while their file is being removed or buried: a read of the folder must not take them back. */
  const settling = new Set<string>();
  /** Waiting, not busy messages by next attempt time. */
  const due = createSchedule<string>();
  /** Every waiting message by creation time: the oldest one's age without a look at each. */
  const byAge = createSchedule<string>();
  const inFlight = new Set<Promise<unknown>>();
  let deadLetters = 0;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let lookTimer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | null = null;
  let looking: Promise<void> | null = null;
  let looks = 0;
  /** The folders' times at the last look, and when it was. */
  let seen = { waiting: Number.NaN, dead: Number.NaN, at: 0 };

  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => {});
    return promise;
  };

  const describe = (entry: Pick<Entry, 'id' | 'target' | 'source'>) => ({
    submissionId: entry.id,
    target: entry.target,
    source: entry.source,
  });

  function add(record: OutboxRecord, busy: boolean): Entry {
    const { id, target, source } = record;
    const entry: Entry = {
      id,
      target,
      source,
      createdAt: Date.parse(record.createdAt),
      attempts: 0,
      busy,
      look: looks,
    };
    entries.set(id, entry);
    byAge.set(id, entry.createdAt);
    if (!busy) due.set(id, now());
    return entry;
  }

  function forget(id: string) {
    entries.delete(id);
    due.delete(id);
    byAge.delete(id);
  }

  /** Out of the counts at once, then off the disk; if the disk refuses, the message stays waiting. */
  async function settle(entry: Entry, change: () => Promise<void>) {
    settling.add(entry.id);
    forget(entry.id);
    try {
      await change();
    } catch (err) {
      entries.set(entry.id, entry);
      byAge.set(entry.id, entry.createdAt);
      throw err;
    } finally {
      settling.delete(entry.id);
    }
  }

  /** The message's file is read only now, when it is due (the first attempt has it from submit). */
  async function attempt(entry: Entry, given?: OutboxRecord): Promise<SubmitOutcome> {
    entry.busy = true;
    due.delete(entry.id);
    entry.attempts += 1;
    try {
      const record = given ?? (await store.read(entry.id));
      if (record === 'missing' || record === 'unreadable') {
        // Removed by hand, or damaged: moved to dead/ by the store (the worker ignores what this returns).
        forget(entry.id);
        if (record === 'unreadable') {
          deadLetters += 1;
          logger.error({ file: `${entry.id}.json` }, 'outbox: unreadable file moved to dead/');
        }
        return 'unavailable';
      }
      let result: DeliveryResult;
      try {
        result = await deliver!(record);
      } catch (err) {
        logger.error({ err, ...describe(entry) }, 'outbox: delivery threw');
        result = { ok: false, transient: true, reason: 'unexpected' };
      }
      if (result.ok) {
        // If the file cannot go, the message stays scheduled and is sent again under its key.
        await settle(entry, () => store.remove(entry.id));
        logger.info({ ...describe(entry), outcome: 'delivered', attempts: entry.attempts }, 'outbox: delivered');
        return 'delivered';
      }
      if (!result.transient) {
        const { reason, status, detail } = result;
        deadLetters += 1;
        await settle(entry, () =>
          store.bury({
            ...record,
            attempts: entry.attempts,
            failedAt: new Date(now()).toISOString(),
            failure: { reason, status, detail },
          }),
        ).catch((err: unknown) => {
          deadLetters -= 1;
          throw err;
        });
        logger.error(
          {
            ...describe(entry),
            outcome: 'dead-letter',
            reason,
            status,
            attempts: entry.attempts,
            file: `dead/${entry.id}.json`,
          },
          'outbox: the function refused the message; kept as a dead letter',
        );
        return 'rejected';
      }
      const delay = retryDelay(entry.attempts, retryBaseMs, random, maxDelay);
      due.set(entry.id, now() + delay);
      entry.stuckLoggedAt =
        stuck.failed({ ...entry, reason: result.reason, status: result.status, loggedAt: entry.stuckLoggedAt }) ??
        entry.stuckLoggedAt;
      logger.warn(
        {
          ...describe(entry),
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
      // The function may have it but the folder could not be updated: retry later under the same key.
      if (entries.has(entry.id)) due.set(entry.id, now() + retryDelay(entry.attempts, retryBaseMs, random, maxDelay));
      logger.error({ err, ...describe(entry) }, 'outbox: could not update the outbox folder');
      return 'queued';
    } finally {
      entry.busy = false;
      arm();
    }
  }

  /** Sets the worker's timer for the earliest due message; nothing to deliver to, no timer. */
  function arm() {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || !deliver) return;
    const head = due.peek();
    if (!head) return;
    timer = setTimeout(tick, Math.min(MAX_TIMER_MS, Math.max(0, head.at - now())));
    timer.unref();
  }

  /** Attempts the due messages, earliest first, one at a time; looks at nothing else. */
  function tick() {
    if (ticking || stopped) return;
    ticking = (async () => {
      for (let head = due.peek(); head && head.at <= now() && !stopped; head = due.peek()) {
        const entry = entries.get(head.key);
        if (entry) await track(attempt(entry));
        else due.delete(head.key);
      }
    })()
      .catch((err) => logger.error({ err }, 'outbox: worker pass failed'))
      .finally(() => {
        ticking = null;
        arm();
      });
  }

  /**
   * Picks up files an operator put back (or removed) since the last look. An unchanged folder costs
   * one stat; a changed one, a list of names and a read of the new files only.
   */
  async function look() {
    const before = seen;
    const stamps = await store.stamps();
    seen = { ...stamps, at: Date.now() };
    const changed = (at: number, last: number) => at !== last || last > before.at - SETTLE_MS;
    // Dead letters first: a letter moved back is counted out before the message it became is delivered.
    if (changed(stamps.dead, before.dead)) {
      deadLetters = await store.countDead();
    }
    if (changed(stamps.waiting, before.waiting)) {
      const current = ++looks;
      const ids = await store.ids();
      const onDisk = new Set(ids);
      // A file settled after this listing is gone by its read ('missing'); one settling now is skipped.
      const known = (id: string) => entries.has(id) || settling.has(id);
      for (const id of ids) {
        if (known(id) || stopped) continue;
        const record = await store.read(id).catch((err: unknown) => {
          seen = { ...seen, waiting: Number.NaN }; // listed again next time
          logger.error({ err, file: `${id}.json` }, 'outbox: could not read the outbox folder');
          return 'missing' as const;
        });
        if (record === 'unreadable') logger.error({ file: `${id}.json` }, 'outbox: unreadable file moved to dead/');
        else if (record !== 'missing' && !known(id)) add(record, false);
      }
      for (const entry of entries.values()) {
        if (!entry.busy && entry.look < current && !onDisk.has(entry.id)) forget(entry.id);
      }
      arm();
    }
  }

  function armLook() {
    clearTimeout(lookTimer);
    if (stopped) return;
    lookTimer = setTimeout(() => {
      looking = look()
        .catch((err) => logger.error({ err }, 'outbox: could not read the outbox folder'))
        .finally(() => {
          looking = null;
          armLook();
        });
    }, rescanMs);
    lookTimer.unref();
  }

  return {
    async submit(message, { room } = {}) {
      if (!capacity.admits(entries.size, room)) return 'full';
      const record: OutboxRecord = { ...message, createdAt: new Date(now()).toISOString() };
      const entry = add(record, true);
      try {
        await store.write(record);
      } catch (err) {
        forget(record.id);
        logger.error({ err, ...describe(entry) }, 'outbox: could not store the message');
        if (!deliver) return 'unavailable';
        // Not stored, so it may only be accepted if the function takes it right now.
        const result = await track(
          deliver(record).catch((): DeliveryResult => ({ ok: false, transient: true, reason: 'unexpected' })),
        );
        return result.ok ? 'delivered' : result.transient ? 'unavailable' : 'rejected';
      }
      if (!deliver) {
        entry.busy = false;
        due.set(entry.id, now());
        logger.info(
          { ...describe(entry), outcome: 'stored', reason: 'supabase-not-configured' },
          'outbox: stored until Supabase is configured',
        );
        return 'queued';
      }
      return track(attempt(entry, record));
    },

    async waitingAmong(ids) {
      return new Set(ids.filter((id) => entries.has(id)));
    },

    /** Reads the folder once: every waiting file, due now; from then on the schedule says what is due. */
    async start() {
      stopped = false;
      seen = { ...(await store.stamps()), at: Date.now() };
      const { records, corrupt } = await store.list();
      for (const name of corrupt) logger.error({ file: name }, 'outbox: unreadable file moved to dead/');
      for (const record of records) if (!entries.has(record.id)) add(record, false);
      deadLetters = await store.countDead();
      if (entries.size) {
        logger.info(
          { depth: entries.size, delivering: Boolean(deliver) },
          'outbox: messages waiting from an earlier run',
        );
      }
      arm();
      armLook();
      retention.start();
    },

    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(lookTimer);
      await Promise.allSettled([ticking, looking, retention.stop()]);
      await Promise.allSettled([...inFlight]);
    },

    stats() {
      const oldest = byAge.peek();
      return {
        depth: entries.size,
        oldestAgeSeconds: oldest ? Math.max(0, Math.round((now() - oldest.at) / 1000)) : null,
        deadLetters,
        delivering: Boolean(deliver),
        maxWaiting: capacity.maxWaiting,
        full: capacity.isFull(entries.size),
      };
    },
  };
}
