import type { OutboxRecord } from './store.js';

export type DeliveryResult =
  { ok: true } | { ok: false; transient: boolean; reason: string; status?: number; detail?: string };
/** Hands one message to its function; the record's id travels along as the idempotency key. */
export type Deliver = (record: OutboxRecord) => Promise<DeliveryResult>;

/**
 * delivered: the function took it. queued: stored durably, delivery will be retried. rejected: the
 * function refused it (kept as a dead letter). unavailable: it could be neither stored nor delivered.
 * full: refused unseen, as many messages as the cap allows are waiting already. address-full: refused
 * unseen, its sender's address has its share of waiting messages (address-share.ts).
 */
export type SubmitOutcome = 'delivered' | 'queued' | 'rejected' | 'unavailable' | 'full' | 'address-full';

export type OutboxStats = {
  /** Messages waiting for delivery. */
  depth: number;
  /** Age of the oldest waiting message, null when none waits. */
  oldestAgeSeconds: number | null;
  deadLetters: number;
  /** False when no Supabase is configured: messages are kept until it is. */
  delivering: boolean;
  /** The cap on waiting messages (OUTBOX_MAX_WAITING); dead letters do not count. */
  maxWaiting: number;
  /** True while the cap is reached: new messages are refused. */
  full: boolean;
  /** The Redis queue's own counts (REDIS_URL set); the disk outbox has none. */
  queue?: { waiting: number; delayed: number; active: number; failed: number };
};

/** The durable outbox of form messages: on disk (disk-outbox.ts) or, with REDIS_URL, a queue (queue-outbox.ts). */
export type Outbox = {
  /**
   * Stores the message durably, then tries to deliver it once; resolves only after it is on disk.
   * `room`: how many messages must fit under the cap for this one to be taken (itself and those that
   * will follow it, so a pair is never half stored). `sender`: the poster's address, for its share.
   */
  submit(
    message: Omit<OutboxRecord, 'createdAt'>,
    options?: { room?: number; sender?: string },
  ): Promise<SubmitOutcome>;
  /** Which of these messages still wait for delivery (neither delivered, dead nor deleted). */
  waitingAmong(ids: readonly string[]): Promise<ReadonlySet<string>>;
  /** Loads what earlier runs left and starts the retry worker. */
  start(): Promise<void>;
  /** Stops the worker and waits for deliveries in progress (their files stay until confirmed). */
  stop(): Promise<void>;
  /** Rejects when the queue cannot be read (Redis unreachable). */
  stats(): OutboxStats | Promise<OutboxStats>;
};
