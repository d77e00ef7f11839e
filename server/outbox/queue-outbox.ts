import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '../logger.js';
import { retryDelay, MAX_RETRY_DELAY_MS } from './backoff.js';
import { createCapacity } from './capacity.js';
import type { Deliver, DeliveryResult, Outbox, OutboxStats } from './types.js';
import type { OutboxRecord } from './store.js';
import { oldestJobTimestamp } from './oldest-job.js';
import { deadLetterRetention } from './retention.js';
import { stuckMessages } from './stuck.js';

type Refusal = Extract<DeliveryResult, { ok: false }>;
/**
 * A job's data: the message, the function's refusal once there is one (kept with the dead letter), and
 * `failNow` when the instance that accepted it was refused at once (a worker then fails it, once, so a
 * dead letter an operator retries is delivered again).
 */
type JobData = { record: OutboxRecord; refusal?: Refusal; failNow?: boolean; stuckLoggedAt?: number };

export const QUEUE_NAME = 'form-messages';
const JOB_NAME = 'deliver';
/** Never give up on a transient failure: BullMQ needs a number of attempts, this is "forever". */
const ATTEMPTS = 2 ** 31 - 1;
/** A command to Redis that takes longer than this counts as Redis unreachable (the visitor gets 503). */
const REDIS_DEADLINE_MS = 3000;
/** Longer than the accepting instance's own try (the function timeout is 10 s): no worker takes it meanwhile. */
const ACCEPTING_TRY_MS = 15_000;

export class QueueUnavailableError extends Error {}

export type QueueOutboxOptions = {
  /** For adding jobs and reading counts: fails fast while Redis is down (no offline queue). */
  connection: Redis;
  /** For the worker: BullMQ's blocking reads need `maxRetriesPerRequest: null`. */
  workerConnection: Redis;
  logger: Logger;
  deliver: Deliver | null;
  retryBaseMs: number;
  /** OUTBOX_MAX_WAITING: past it (undelivered jobs, every instance's) new messages are refused. */
  maxWaiting: number;
  /** OUTBOX_STUCK_AFTER_SECONDS, in ms: a message failing past it is logged as an error. */
  stuckAfterMs?: number;
  /** DEAD_LETTER_RETENTION_DAYS, in ms: older failed jobs (dead letters) are removed, at start and hourly. */
  deadLetterRetentionMs?: number;
  maxRetryDelayMs?: number;
  /** The clock for ages (tests move it). */
  now?: () => number;
};

/**
 * The outbox as a BullMQ queue in Redis, shared by every instance: each accepted message is a job whose
 * id is its submission id (adding it twice makes one job), every instance runs a worker, transient
 * failures are retried with the outbox's backoff for as long as it takes, and a refused message is
 * moved to the failed set (the dead letters). The instance that accepts a message tries it once at
 * once, as the disk outbox does, so the visitor's answer says delivered, queued or refused.
 */
export function createQueueOutbox(options: QueueOutboxOptions): Outbox {
  const { connection, logger, deliver, retryBaseMs } = options;
  const maxDelay = options.maxRetryDelayMs ?? MAX_RETRY_DELAY_MS;
  const queue = new Queue<JobData>(QUEUE_NAME, { connection, skipWaitingForReady: true });
  queue.on('error', () => {}); // connection errors are logged once, by the connection's watcher
  const capacity = createCapacity({ maxWaiting: options.maxWaiting, logger });
  const now = options.now ?? Date.now;
  const stuck = stuckMessages({ logger, stuckAfterMs: options.stuckAfterMs ?? 3_600_000, now });
  // Every instance sweeps; a job is removed once, by whichever gets there first.
  const retention = deadLetterRetention({
    logger,
    retentionMs: options.deadLetterRetentionMs ?? 30 * 86_400_000,
    now,
    // BullMQ measures from its own clock: the grace is how long ago the cutoff is.
    remove: (cutoff) => redis(() => queue.clean(Math.max(0, Date.now() - cutoff), 0, 'failed')),
  });
  let worker: Worker<JobData> | null = null;
  // This instance's count-then-add steps run one at a time, so its own concurrent posts never pass the cap.
  let admitting: Promise<unknown> = Promise.resolve();

  /** A Redis command, or QueueUnavailableError at once when Redis is not connected (or too slow). */
  const redis = async <T>(command: () => Promise<T>): Promise<T> => {
    if (connection.status !== 'ready') throw new QueueUnavailableError(`redis ${connection.status}`);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new QueueUnavailableError('redis did not answer')), REDIS_DEADLINE_MS);
    });
    try {
      return await Promise.race([command(), deadline]);
    } finally {
      clearTimeout(timer);
    }
  };

  const describe = (record: OutboxRecord) => ({
    submissionId: record.id,
    target: record.target,
    source: record.source,
  });
  const buryLog = (record: OutboxRecord, refusal: Refusal, attempts: number) =>
    logger.error(
      {
        ...describe(record),
        outcome: 'dead-letter',
        reason: refusal.reason,
        status: refusal.status,
        attempts,
        queue: `${QUEUE_NAME}:failed`,
      },
      'outbox: the function refused the message; kept as a dead letter',
    );

  /**
   * The jobs the cap counts: every message not yet delivered, so waiting, delayed (prioritized is waiting too)
   * and active (a worker trying it again); not failed (dead letters).
   */
  const waitingOf = (counts: Record<string, number | undefined>) =>
    (counts.waiting ?? 0) + (counts.delayed ?? 0) + (counts.prioritized ?? 0) + (counts.active ?? 0);
  const countWaiting = async () => waitingOf(await queue.getJobCounts('waiting', 'delayed', 'prioritized', 'active'));

  const attemptOnce = (record: OutboxRecord): Promise<DeliveryResult> =>
    deliver!(record).catch((err: unknown): DeliveryResult => {
      logger.error({ err, ...describe(record) }, 'outbox: delivery threw');
      return { ok: false, transient: true, reason: 'unexpected' };
    });

  async function work(job: Job<JobData>) {
    const { record, refusal, failNow } = job.data;
    // Refused when it was accepted (already logged there): straight to the failed set.
    if (failNow && refusal) {
      await job.updateData({ record, refusal });
      throw new UnrecoverableError(refusal.reason);
    }
    const attempts = job.attemptsMade + 2; // the accepting instance's try, then each worker run
    const result = await attemptOnce(record);
    if (result.ok) {
      logger.info({ ...describe(record), outcome: 'delivered', attempts }, 'outbox: delivered');
      return;
    }
    if (!result.transient) {
      await job.updateData({ record, refusal: result });
      buryLog(record, result, attempts);
      throw new UnrecoverableError(result.reason);
    }
    logger.warn(
      { ...describe(record), outcome: 'retry-scheduled', reason: result.reason, status: result.status, attempts },
      'outbox: delivery failed, will retry',
    );
    const { reason, status } = result;
    const stuckLoggedAt = stuck.failed({
      id: record.id,
      target: record.target,
      source: record.source,
      createdAt: job.timestamp,
      attempts,
      reason,
      status,
      loggedAt: job.data.stuckLoggedAt,
    });
    if (stuckLoggedAt !== undefined) await job.updateData({ ...job.data, stuckLoggedAt });
    throw new Error(`transient: ${result.reason}`);
  }

  /** Adds the message as its job (its submission id is the job id, so adding it twice makes one job). */
  const addJob = (record: OutboxRecord) =>
    queue.add(
      JOB_NAME,
      { record },
      {
        jobId: record.id,
        delay: deliver ? ACCEPTING_TRY_MS : 0,
        attempts: ATTEMPTS,
        backoff: { type: 'outbox' },
        removeOnComplete: true,
        removeOnFail: false,
      },
    );

  /** A job's states before it is settled: completed jobs are removed, failed ones are dead letters. */
  const unsettled = new Set(['waiting', 'delayed', 'prioritized', 'active', 'waiting-children']);

  return {
    async waitingAmong(ids) {
      const states = await redis(() => Promise.all(ids.map((id) => queue.getJobState(id))));
      return new Set(ids.filter((_, i) => unsettled.has(states[i]!)));
    },

    async submit(message, { room } = {}) {
      const record: OutboxRecord = { ...message, createdAt: new Date().toISOString() };
      // Stored first, as a delayed job: a worker takes it only if this instance dies before settling it.
      let job: Job<JobData> | null;
      try {
        // Counted before each add: other instances adding at the same moment may pass the cap by a few.
        const admitted = admitting.then(async () =>
          capacity.admits(await redis(countWaiting), room) ? redis(() => addJob(record)) : null,
        );
        admitting = admitted.catch(() => {});
        job = await admitted;
        if (job === null) return 'full';
      } catch (err) {
        logger.error({ err, ...describe(record) }, 'outbox: could not store the message');
        return 'unavailable';
      }
      if (!deliver) {
        logger.info(
          { ...describe(record), outcome: 'stored', reason: 'supabase-not-configured' },
          'outbox: stored until Supabase is configured',
        );
        return 'queued';
      }
      const result = await attemptOnce(record);
      try {
        if (result.ok) {
          await redis(() => job.remove());
          logger.info({ ...describe(record), outcome: 'delivered', attempts: 1 }, 'outbox: delivered');
          return 'delivered';
        }
        if (!result.transient) {
          // A worker moves it to the failed set at once.
          await redis(async () => {
            await job.updateData({ record, refusal: result, failNow: true });
            await job.promote();
          });
          buryLog(record, result, 1);
          return 'rejected';
        }
        await redis(() => job.changeDelay(retryDelay(1, retryBaseMs, Math.random, maxDelay)));
      } catch (err) {
        // The job stays delayed: a worker tries again under the same idempotency key.
        logger.error({ err, ...describe(record) }, 'outbox: could not update the queue');
        return result.ok ? 'delivered' : 'queued';
      }
      logger.warn(
        { ...describe(record), outcome: 'retry-scheduled', reason: result.reason, status: result.status, attempts: 1 },
        'outbox: delivery failed, will retry',
      );
      return 'queued';
    },

    async start() {
      retention.start();
      if (!deliver) return;
      worker = new Worker<JobData>(QUEUE_NAME, work, {
        connection: options.workerConnection,
        concurrency: 4,
        settings: {
          backoffStrategy: (attemptsMade) => retryDelay(attemptsMade + 1, retryBaseMs, Math.random, maxDelay),
        },
      });
      worker.on('error', () => {}); // logged once by the connection's watcher
    },

    async stop() {
      await retention.stop();
      await worker?.close();
      await queue.close();
    },

    async stats(): Promise<OutboxStats> {
      const counts = await redis(() => queue.getJobCounts('waiting', 'delayed', 'active', 'failed', 'prioritized'));
      const queued = {
        waiting: counts.waiting ?? 0,
        delayed: counts.delayed ?? 0,
        active: counts.active ?? 0,
        failed: counts.failed ?? 0,
      };
      const depth = queued.waiting + queued.delayed + queued.active + (counts.prioritized ?? 0);
      const oldest = depth > 0 ? await redis(() => oldestJobTimestamp(connection, (type) => queue.toKey(type))) : null;
      return {
        depth,
        oldestAgeSeconds: oldest === null ? null : Math.max(0, Math.round((now() - oldest) / 1000)),
        deadLetters: queued.failed,
        delivering: Boolean(deliver),
        maxWaiting: capacity.maxWaiting,
        full: capacity.isFull(waitingOf(counts)),
        queue: queued,
      };
    },
  };
}
