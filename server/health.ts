import { Router } from 'express';
import type { BlogService } from './blog/types.js';

export type Readiness = { shuttingDown: boolean };

/** /healthz: the process answers. /readyz: it should get traffic (not while shutting down). */
export function healthRoutes({ blog, readiness }: { blog: BlogService; readiness: Readiness }) {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
  });
  router.get('/readyz', (_req, res) => {
    const body = { status: readiness.shuttingDown ? 'shutting-down' : 'ready', contentSource: blog.source };
    res.set('Cache-Control', 'no-store').status(readiness.shuttingDown ? 503 : 200).json(body);
  });
  return router;
}
