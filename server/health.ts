import { Router } from 'express';
import type { BlogService } from './blog/types.js';
import type { OutboxStats } from './outbox/outbox.js';

export type Readiness = { shuttingDown: boolean };

/** /healthz: the process answers. /readyz: it should get traffic (not while shutting down). */
export function healthRoutes({ blog, readiness, outbox }: { blog: BlogService; readiness: Readiness; outbox?: { stats(): OutboxStats } }) {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
  });
  router.get('/readyz', (_req, res) => {
    const body = {
      status: readiness.shuttingDown ? 'shutting-down' : 'ready',
      contentSource: blog.source,
      // Undelivered form messages: how many wait and for how long (seconds).
      ...(outbox ? { outbox: outbox.stats() } : {}),
    };
    res.set('Cache-Control', 'no-store').status(readiness.shuttingDown ? 503 : 200).json(body);
  });
  return router;
}
