import { checkLeadBody } from '../_shared/contract.ts';
import { json, notConfigured } from '../_shared/http.ts';
import { readSubmission } from '../_shared/submission.ts';
import { logEvent } from '../_shared/log.ts';
import { callProvider, failureAnswer } from '../_shared/provider.ts';
import { type GhlConfig, ghlSetup } from './config.ts';
import { upsertBody } from './contact.ts';

const fn = 'submit-to-ghl';

/** The LeadConnector API version this body and answer follow. */
export const GHL_API_VERSION = '2021-07-28';

/**
 * Adds or updates the visitor as a contact in the clinic's GoHighLevel sub-account. Answers
 * {success: true, ...}: the site reads that flag and treats any other 2xx answer as a refusal.
 */
export function createSubmitToGhl(config: GhlConfig): (req: Request) => Promise<Response> {
  return async (req) => {
    const started = Date.now();
    const submission = await readSubmission(req, fn, checkLeadBody);
    if (!submission.ok) return submission.response;
    const { key, body } = submission;
    const setup = ghlSetup(config);
    if (setup.state === 'off') {
      logEvent({ fn, key, outcome: 'skipped-no-crm', status: 200 });
      return json(200, { success: true, skipped: 'not_configured' });
    }
    if (setup.state === 'incomplete') {
      logEvent({ fn, key, outcome: 'not-configured', status: 500, missing: setup.missing });
      return notConfigured(setup.missing);
    }

    const outcome = await callProvider(
      `${config.apiUrl}/contacts/upsert`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${config.token}`,
          Version: GHL_API_VERSION,
          Accept: 'application/json',
          'Content-Type': 'application/json',
          // Upsert by e-mail or phone already makes a retry one contact; the key goes along for tracing.
          ...(key ? { 'Idempotency-Key': key } : {}),
        },
        body: JSON.stringify(upsertBody(body, config.locationId!)),
      },
      config.timeoutMs,
    );
    const ms = Date.now() - started;

    if (outcome.kind === 'answered' && outcome.status >= 200 && outcome.status < 300) {
      const answer = outcome.body as { new?: unknown; contact?: { id?: unknown } } | null;
      const id = answer?.contact?.id;
      const contactId = typeof id === 'string' ? id : null;
      logEvent({
        fn,
        key,
        outcome: 'upserted',
        status: 200,
        providerStatus: outcome.status,
        providerId: contactId ?? undefined,
        ms,
      });
      return json(200, { success: true, contactId, created: answer?.new === true });
    }
    const answer = failureAnswer(outcome);
    const providerStatus = outcome.kind === 'answered' ? outcome.status : undefined;
    logEvent({
      fn,
      key,
      outcome: outcome.kind === 'answered' ? 'provider-error' : outcome.kind,
      status: answer.status,
      providerStatus,
      ms,
    });
    return answer;
  };
}
