import { rateLimit, type RateLimitInfo, type Store } from 'express-rate-limit';
import type { Request, Response } from 'express';
import { clinic } from '../../shared/clinic.js';
import type { Logger } from '../logger.js';

/**
 * One limiter per endpoint, keyed by the client's IP (req.ip: right behind TRUST_PROXY hops, IPv6
 * grouped by /56 by the library's default key). Answers 429 in JSON with the IETF RateLimit and
 * RateLimit-Policy headers (draft 8) and Retry-After.
 */
export function formRateLimit(
  name: string,
  { max, windowMs }: { max: number; windowMs: number },
  logger: Logger,
  record: (endpoint: string, outcome: string) => void = () => {},
  store?: Store,
) {
  return rateLimit({
    // Absent: express-rate-limit's memory store (one process). A shared store fails closed: 503, never uncounted.
    ...(store ? { store, passOnStoreError: false } : {}),
    windowMs,
    limit: max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    // The library's configuration warnings (e.g. a proxy header without TRUST_PROXY) go to our log.
    logger: {
      error: (err, msg) => logger.error({ err }, msg ?? 'rate limiter error'),
      warn: (err, msg) => logger.warn({ err }, msg ?? 'rate limiter warning'),
    },
    handler(req: Request, res: Response) {
      const reset =
        (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime?.getTime() ?? Date.now() + windowMs;
      const retryAfterSeconds = Math.max(1, Math.ceil((reset - Date.now()) / 1000));
      const minutes = Math.ceil(retryAfterSeconds / 60);
      record(name, 'rate-limited');
      req.log.warn({ endpoint: name, outcome: 'rate-limited' }, 'form submission refused: rate limit');
      res.status(429).json({
        error: 'rate_limited',
        message: `Too many messages were sent from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or call us at ${clinic.phone.display}.`,
        retryAfterSeconds,
      });
    },
  });
}
