import { randomUUID } from 'node:crypto';
import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { fieldErrors } from '../../shared/schemas/fields.js';
import { DEFAULT_SOURCE, formSources, functionBody, type SubmissionPayload } from '../../shared/schemas/mapping.js';
import { parseContactPayload, parseLeadPayload } from '../../shared/schemas/payloads.js';
import type { Logger } from '../logger.js';
import type { Outbox } from '../outbox/types.js';
import { retryAfterOf, submissionAnswers, validationMessage } from './answers.js';
import { endpointTargets } from './delivery.js';
import { honeypotFilled } from './honeypot.js';
import { apiLocale, formTexts } from './language.js';
import { formRateLimit } from './rate-limit.js';
import type { Store } from 'express-rate-limit';
import { LimiterUnavailableError } from '../scale/unavailable.js';
import type { ValidationTexts } from '../../shared/schemas/messages.js';

/** The largest accepted body: a full contact-page message in any script fits with room to spare. */
export const FORM_BODY_LIMIT = '12kb';

type Endpoint = keyof typeof endpointTargets;
type Parse = (
  input: unknown,
  texts: ValidationTexts,
) =>
  | { success: true; data: SubmissionPayload }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

const parsers: Record<Endpoint, Parse> = { contact: parseContactPayload, lead: parseLeadPayload };

/** JSON only: anything else (forms, text, no type) is 415 before the body is read. */
const requireJson: RequestHandler = (req, res, next) => {
  if (/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) return next();
  const message = formTexts(apiLocale(req)).unreadable.apiMediaType;
  res.status(415).json({ error: 'unsupported_media_type', message });
};

const jsonBody = express.json({ limit: FORM_BODY_LIMIT, strict: true, type: () => true });

/** body-parser's refusals as JSON answers (never a stack); the shared rate limiter out of reach as 503, counted. */
const bodyErrors =
  (endpoint: Endpoint, record: RecordOutcome): ErrorRequestHandler =>
  (err, req, res, next) => {
    const locale = apiLocale(req);
    const words = formTexts(locale).unreadable;
    if (err instanceof LimiterUnavailableError) {
      record(endpoint, 'unavailable');
      req.log.error(
        {
          err: { message: err.message, cause: String((err.cause as Error | undefined)?.message) },
          outcome: 'unavailable',
        },
        'form submission refused: rate limit store unreachable',
      );
      const { status, body } = submissionAnswers[locale].unavailable;
      return res.status(status).json(body);
    }
    switch (err?.type) {
      case 'entity.too.large':
        return res.status(413).json({ error: 'payload_too_large', message: words.tooLarge });
      case 'entity.parse.failed':
        return res.status(400).json({ error: 'invalid_json', message: words.invalidJson });
      case 'charset.unsupported':
      case 'encoding.unsupported':
        return res.status(415).json({ error: 'unsupported_media_type', message: words.apiCharset });
      default:
        return next(err);
    }
  };

/** Only a known source name is logged; anything else a client sends could be personal data. */
const knownSource = (value: unknown) =>
  (formSources as readonly unknown[]).includes(value) ? value : value === undefined ? DEFAULT_SOURCE : 'unknown';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Counts each submission's outcome (the metrics), beside its log line. */
export type RecordOutcome = (endpoint: string, outcome: string) => void;

function submissionHandler(endpoint: Endpoint, outbox: Outbox, record: RecordOutcome): RequestHandler {
  const parse = parsers[endpoint];
  return async (req, res) => {
    const submissionId = randomUUID();
    const locale = apiLocale(req);
    const body: Record<string, unknown> = isObject(req.body) ? req.body : {};
    const log = (outcome: string, extra: object = {}) => {
      record(endpoint, outcome);
      req.log.info({ submissionId, endpoint, source: knownSource(body.source), outcome, ...extra }, 'form submission');
    };

    // A bot filled the field people never see: answer like a success and deliver nothing.
    if (honeypotFilled(body)) {
      log('honeypot');
      return res.status(200).json({ ok: true });
    }

    // A body that is not an object names every required field, like an empty form would. The language is
    // the call's (its query), whatever the body says.
    const parsed = parse({ ...body, language: locale }, formTexts(locale).validation);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error.issues);
      log('invalid', { fields: Object.keys(fields) });
      return res.status(400).json({ error: 'validation', fields, message: validationMessage(locale) });
    }

    const payload = parsed.data;
    const outcome = await outbox.submit(
      {
        id: submissionId,
        target: endpointTargets[endpoint],
        source: payload.source,
        body: functionBody(payload),
      },
      { sender: req.ip },
    );
    log(outcome);
    const answer = submissionAnswers[locale][outcome];
    const retryAfter = retryAfterOf(outcome);
    if (retryAfter !== undefined) res.set('Retry-After', String(retryAfter));
    res.status(answer.status).json(answer.body);
  };
}

/**
 * POST /api/contact (→ send-contact-email) and POST /api/lead (→ submit-to-ghl), answered in the language
 * the call names (`?locale=es`), which the functions are told the visitor wrote in.
 */
export function formRoutes({
  rateLimit,
  outbox,
  logger,
  record = () => {},
  limiterStore = () => undefined,
}: {
  rateLimit: { max: number; windowMs: number };
  outbox: Outbox;
  logger: Logger;
  record?: RecordOutcome;
  /** Each limiter's store (Redis when shared); undefined: the memory store. */
  limiterStore?: (name: string) => Store | undefined;
}) {
  const router = Router();
  for (const endpoint of Object.keys(endpointTargets) as Endpoint[]) {
    const path = `/api/${endpoint}`;
    router.post(
      path,
      formRateLimit(endpoint, rateLimit, logger, record, limiterStore(endpoint)),
      requireJson,
      jsonBody,
      submissionHandler(endpoint, outbox, record),
      // In the route itself, so a refused body is labelled with the route's own path in the metrics.
      bodyErrors(endpoint, record),
    );
  }
  return router;
}
