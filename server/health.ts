import { Router } from 'express';
import type { BlogService } from './blog/types.js';
import type { Outbox, OutboxStats } from './outbox/types.js';
import { OUTBOX_FULL } from './outbox/capacity.js';
import { endpoints } from './endpoints.js';
import { buildInfo } from './metrics/build-info.js';

export type Readiness = { shuttingDown: boolean };

/** What /readyz says while the queue (Redis) cannot be read. */
export const QUEUE_UNREACHABLE =
  'message queue unreachable: pages are served; form submissions answer 503 naming the phone until it is back';

/** Longer than a healthy Redis ever takes, well under a balancer's health-check timeout (deploy/Caddyfile's). */
const QUEUE_DEADLINE_MS = 1000;

/** The outbox's counts, or 'unreachable' when the queue does not answer (soon enough). */
async function queueStats(outbox: Pick<Outbox, 'stats'>): Promise<OutboxStats | 'unreachable'> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'unreachable'>((resolve) => {
    timer = setTimeout(resolve, QUEUE_DEADLINE_MS, 'unreachable');
  });
  try {
    return await Promise.race([Promise.resolve().then(() => outbox.stats()), deadline]);
  } catch {
    // Only the Redis queue rejects, and its connection's watcher logs the outage once: no line per probe.
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /healthz: the process answers. /readyz: it should get traffic, which is while it can serve pages:
 * 503 only from the moment it is told to stop. Pages need neither Redis nor the outbox, so an
 * unreachable queue is a detail (`queue: 'unreachable'`), never a 503 that would take every instance
 * out of a balancer at once; the forms answer 503 naming the phone meanwhile. `warnings`: what the
 * configuration left at an example or local value (production-warnings.ts).
 */
export function healthRoutes({
  blog,
  readiness,
  outbox,
  warnings = () => [],
}: {
  blog: BlogService;
  readiness: Readiness;
  outbox?: Pick<Outbox, 'stats'>;
  warnings?: () => readonly string[];
}) {
  const router = Router();
  router.get(endpoints.healthz, (_req, res) => {
    const { version, commit } = buildInfo();
    res
      .set('Cache-Control', 'no-store')
      .json({ status: 'ok', version, commit, uptimeSeconds: Math.round(process.uptime()) });
  });
  router.get(endpoints.readyz, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const status = readiness.shuttingDown ? 'shutting-down' : 'ready';
    // Undelivered form messages: how many wait and for how long (seconds); the queue's counts with Redis.
    const stats = outbox ? await queueStats(outbox) : undefined;
    const found = warnings();
    // Full or unreachable is still ready: pages are served and the forms answer 503 with the phone number.
    res.status(readiness.shuttingDown ? 503 : 200).json({
      status,
      ...(stats === 'unreachable'
        ? { queue: 'unreachable', detail: QUEUE_UNREACHABLE }
        : stats?.full
          ? { detail: OUTBOX_FULL }
          : {}),
      contentSource: blog.source,
      ...(stats && stats !== 'unreachable' ? { outbox: stats } : {}),
      ...(found.length > 0 ? { warnings: found } : {}),
    });
  });
  return router;
}
