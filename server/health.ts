import { Router } from 'express';
import type { BlogService } from './blog/types.js';
import type { Outbox } from './outbox/types.js';
import { OUTBOX_FULL } from './outbox/capacity.js';
import type { Logger } from './logger.js';
import { endpoints } from './endpoints.js';

export type Readiness = { shuttingDown: boolean };

/**
 * /healthz: the process answers. /readyz: it should get traffic (not while shutting down, nor while
 * the message queue cannot be reached: a message sent here could not be kept).
 */
export function healthRoutes({
  blog,
  readiness,
  outbox,
  logger,
}: {
  blog: BlogService;
  readiness: Readiness;
  outbox?: Pick<Outbox, 'stats'>;
  logger: Logger;
}) {
  const router = Router();
  router.get(endpoints.healthz, (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
  });
  router.get(endpoints.readyz, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const status = readiness.shuttingDown ? 'shutting-down' : 'ready';
    let stats;
    try {
      // Undelivered form messages: how many wait and for how long (seconds); the queue's counts with Redis.
      stats = await outbox?.stats();
    } catch (err) {
      logger.error(
        { err: { message: (err as Error).message } },
        'readyz: the message queue cannot be read (redis unreachable)',
      );
      return res.status(503).json({ status: 'unavailable', reason: 'queue-unreachable', contentSource: blog.source });
    }
    // Full is still ready: pages are served and the forms answer 503 with the phone number.
    res.status(readiness.shuttingDown ? 503 : 200).json({
      status,
      ...(stats?.full ? { detail: OUTBOX_FULL } : {}),
      contentSource: blog.source,
      ...(stats ? { outbox: stats } : {}),
    });
  });
  return router;
}
