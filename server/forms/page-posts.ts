import { randomUUID } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Store } from 'express-rate-limit';
import { locales, type Locale } from '../../shared/locale.js';
import { formAddressesIn, formIds, formPosts, type FormId, type FormResult } from '../../shared/schemas/form-posts.js';
import { functionBody, type SubmissionPayload } from '../../shared/schemas/mapping.js';
import type { PageAssets } from '../../shared/site.js';
import type { Logger } from '../logger.js';
import type { Outbox, SubmitOutcome } from '../outbox/types.js';
import type { RenderFormPage } from '../pages/form-page.js';
import { LimiterUnavailableError } from '../scale/unavailable.js';
import { crossSiteMessage, rateLimitMessage, retryAfterOf, submissionAnswers, validationMessage } from './answers.js';
import { crossSiteReason } from './cross-site.js';
import { endpointTargets } from './delivery.js';
import { honeypotFilled } from './honeypot.js';
import { pageForms } from './page-forms.js';
import { bodyType, readBody, unreadableAnswer, unsupportedMediaType, type UnreadableBody } from './post-body.js';
import { formRateLimitCheck } from './rate-limit.js';
import type { RecordOutcome } from './routes.js';
import { sentValues } from './sent-values.js';
import { unreadablePostPageHtml } from './unreadable-post-page.js';

export type PagePostDeps = {
  /** SITE_URL: a post's Origin may name it (or the Host the request was sent to). */
  siteUrl: string;
  rateLimit: { max: number; windowMs: number };
  outbox: Outbox;
  logger: Logger;
  record?: RecordOutcome;
  limiterStore?: (name: string) => Store | undefined;
  /** Answers a native post with the form's page again. */
  renderFormPage: RenderFormPage;
  /** The stylesheets of the page answering a post whose body could not be read. */
  assets: PageAssets;
};

/** Refused before the values were looked at: another site's post, the rate limit, the limiter out of reach. */
type Refusal = { status: number; body: { error: string; message: string; retryAfterSeconds?: number } };

/**
 * POST / and POST /contact, and their twins in every language (POST /es, /es/contact): each contact form
 * posts to its own page, natively (urlencoded, answered with a 303 to its confirmation page or with the
 * page again) or from the browser's script (JSON, answered with JSON as the API answers), and is answered
 * in its page's language. One schema per form, the browser's own; one rate limit per form, whatever the
 * language.
 */
export function pagePostRoutes(deps: PagePostDeps) {
  const router = Router();
  for (const form of formIds) {
    const handler = pagePostHandler(form, deps);
    for (const locale of locales) router.post(formAddressesIn(form, locale).action, handler(locale));
  }
  return router;
}

function pagePostHandler(formId: FormId, deps: PagePostDeps): (locale: Locale) => RequestHandler {
  const { outbox, siteUrl, renderFormPage, assets } = deps;
  const record = deps.record ?? (() => {});
  const form = pageForms[formId];
  const { fields } = formPosts[formId];
  const { endpoint, source } = form;
  const rateLimited = formRateLimitCheck(endpoint, deps.rateLimit, deps.logger, record, deps.limiterStore?.(endpoint));

  /** The post refused before its values count: one warn or error line, then the answer. */
  async function refusal(req: Request, res: Response, locale: Locale): Promise<Refusal | null> {
    const crossSite = crossSiteReason(req.headers, siteUrl);
    if (crossSite) {
      record(endpoint, 'cross-site');
      req.log.warn({ endpoint, outcome: 'cross-site', reason: crossSite }, 'form submission refused: cross-site');
      return { status: 403, body: { error: 'cross_site', message: crossSiteMessage(locale) } };
    }
    try {
      const limited = await rateLimited(req, res);
      if (!limited) return null;
      const message = rateLimitMessage(limited.retryAfterSeconds, locale);
      return { status: 429, body: { error: 'rate_limited', message, retryAfterSeconds: limited.retryAfterSeconds } };
    } catch (err) {
      if (!(err instanceof LimiterUnavailableError)) throw err;
      record(endpoint, 'unavailable');
      req.log.error(
        {
          err: { message: err.message, cause: String((err.cause as Error | undefined)?.message) },
          outcome: 'unavailable',
        },
        'form submission refused: rate limit store unreachable',
      );
      return submissionAnswers[locale].unavailable;
    }
  }

  return (locale) => async (req, res) => {
    const { sentPath } = formAddressesIn(formId, locale);
    res.setHeader('Cache-Control', 'no-store');
    const type = bodyType(req);
    // The browser's script sends JSON; a form without it sends urlencoded and reads the answer as a page.
    const json = type === 'json' || (type === null && req.accepts(['html', 'json']) === 'json');
    const page = (status: number, result: Omit<FormResult, 'form'>) =>
      renderFormPage(req, res, { status, locale, form: { form: formId, ...result } });
    const unreadable = (why: UnreadableBody) =>
      json
        ? res.status(why.status).json(unreadableAnswer(why, locale))
        : res
            .status(why.status)
            .type('html')
            .send(unreadablePostPageHtml(why, assets, req.id, locale));

    const refused = await refusal(req, res, locale);
    // JSON needs nothing of the body to be refused; a page shows the visitor's text again.
    if (refused && json) return res.status(refused.status).json(refused.body);
    const read = type === null ? null : await readBody(req, res, type);
    if (refused) {
      const values = sentValues(read?.ok ? read.body : {}, fields);
      return page(refused.status, { values, errors: {}, alert: refused.body.message });
    }
    if (read === null) return unreadable(unsupportedMediaType);
    if (!read.ok) return unreadable(read);
    const { body } = read;

    const submissionId = randomUUID();
    const log = (outcome: string, extra: object = {}) => {
      record(endpoint, outcome);
      req.log.info({ submissionId, endpoint, source, outcome, ...extra }, 'form submission');
    };
    const sent = (status: 200 | 202, answer: object) =>
      json ? res.status(status).json(answer) : res.redirect(303, sentPath);

    // A bot filled the field people never see: answer like a success and deliver nothing.
    if (honeypotFilled(body)) {
      log('honeypot');
      return sent(200, { ok: true });
    }

    const checked = form.check(body, locale);
    if (!checked.ok) {
      const { fields: errors } = checked;
      log('invalid', { fields: Object.keys(errors) });
      if (json)
        return res.status(400).json({ error: 'validation', fields: errors, message: validationMessage(locale) });
      return page(400, { values: sentValues(body, fields), errors });
    }

    const submit = (id: string, target: string, payload: SubmissionPayload, room = 1) =>
      outbox.submit({ id, target, source: payload.source, body: functionBody(payload) }, { room, sender: req.ip });
    const { lead, message } = checked.messages;
    // The lead first, best effort: its outcome is only logged, beside the message's, which decides the answer.
    // It is taken only with room for the message too: at the cap, neither is stored, and the visitor is told.
    let leadLine = {};
    let leadOutcome: SubmitOutcome | null = null;
    if (lead) {
      const leadId = randomUUID();
      leadOutcome = await submit(leadId, endpointTargets.lead, lead, 2);
      leadLine = { lead: { submissionId: leadId, outcome: leadOutcome } };
    }
    const outcome =
      leadOutcome === 'full' || leadOutcome === 'address-full'
        ? leadOutcome
        : await submit(submissionId, endpointTargets.contact, message);
    log(outcome, leadLine);

    const answers = submissionAnswers[locale];
    if (outcome === 'delivered' || outcome === 'queued') {
      const { status, body: answer } = answers[outcome];
      return sent(status, answer);
    }
    const { status, body: failure } = answers[outcome];
    const retryAfter = retryAfterOf(outcome);
    if (retryAfter !== undefined) res.set('Retry-After', String(retryAfter));
    if (json) return res.status(status).json(failure);
    return page(status, { values: sentValues(body, fields), errors: {}, alert: failure.message });
  };
}
