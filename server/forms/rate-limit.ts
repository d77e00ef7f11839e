import { rateLimit, type RateLimitInfo, type Store } from 'express-rate-limit';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger.js';
import { rateLimitMessage } from './answers.js';
import { apiLocale } from './language.js';

/** Why a submission was refused (Retry-After and the RateLimit headers are already set): how long to wait. */
export type RateLimitRefusal = { retryAfterSeconds: number };

/** How a refusal is answered; the default is the API's JSON, in the language the call names. */
export type AnswerRateLimit = (req: Request, res: Response, next: NextFunction, refusal: RateLimitRefusal) => void;

const answerJson: AnswerRateLimit = (req, res, _next, { retryAfterSeconds }) => {
  const message = rateLimitMessage(retryAfterSeconds, apiLocale(req));
  res.status(429).json({ error: 'rate_limited', message, retryAfterSeconds });
};

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
  answer: AnswerRateLimit = answerJson,
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
    handler(req: Request, res: Response, next: NextFunction) {
      const reset =
        (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime?.getTime() ?? Date.now() + windowMs;
      const retryAfterSeconds = Math.max(1, Math.ceil((reset - Date.now()) / 1000));
      record(name, 'rate-limited');
      req.log.warn({ endpoint: name, outcome: 'rate-limited' }, 'form submission refused: rate limit');
      answer(req, res, next, { retryAfterSeconds });
    },
  });
}

/**
 * The same limit as a check for a handler that answers later (a native post's page needs its body
 * first): resolves with the refusal instead of answering it, or null; rejects when a shared store is
 * out of reach.
 */
export function formRateLimitCheck(
  name: string,
  limits: { max: number; windowMs: number },
  logger: Logger,
  record?: (endpoint: string, outcome: string) => void,
  store?: Store,
) {
  const refusals = new WeakMap<Request, RateLimitRefusal>();
  const limiter = formRateLimit(name, limits, logger, record, store, (req, _res, next, refusal) => {
    refusals.set(req, refusal);
    next();
  });
  return (req: Request, res: Response) =>
    new Promise<RateLimitRefusal | null>((resolve, reject) => {
      void limiter(req, res, (err?: unknown) => (err ? reject(err) : resolve(refusals.get(req) ?? null)));
    });
}
