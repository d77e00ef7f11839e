import { createHash, timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import type { Metrics } from './metrics.js';
import { endpoints } from '../endpoints.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an Authorization header carries this bearer token, compared in constant time (digests hide the length). */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null;
}

/** GET /metrics in Prometheus text format, only with `Authorization: Bearer <METRICS_TOKEN>`. */
export function metricsRoute(metrics: Metrics, token: string) {
  const router = Router();
  router.get(endpoints.metrics, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!bearerMatches(req.headers.authorization, token)) {
      return res.status(401).set('WWW-Authenticate', 'Bearer').json({ error: 'unauthorized' });
    }
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return router;
}
