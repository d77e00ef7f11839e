import { checkContactEmailBody } from '../_shared/contract.ts';
import { json, notConfigured } from '../_shared/http.ts';
import { readSubmission } from '../_shared/submission.ts';
import { logEvent } from '../_shared/log.ts';
import { callProvider, failureAnswer } from '../_shared/provider.ts';
import { type EmailConfig, missingSecrets } from './config.ts';
import { composeEmail } from './email.ts';

const fn = 'send-contact-email';

/** Resend answers 409 with this name while the first request with the same key is still being sent. */
const STILL_SENDING = 'concurrent_idempotent_requests';

/** E-mails the clinic a visitor's message through Resend; the submission id is Resend's idempotency key. */
export function createSendContactEmail(config: EmailConfig): (req: Request) => Promise<Response> {
  return async (req) => {
    const started = Date.now();
    const submission = await readSubmission(req, fn, checkContactEmailBody);
    if (!submission.ok) return submission.response;
    const { key, body } = submission;
    const missing = missingSecrets(config);
    if (missing.length) {
      logEvent({ fn, key, outcome: 'not-configured', status: 500, missing });
      return notConfigured(missing);
    }

    const { subject, text, html } = composeEmail(body, key);
    const outcome = await callProvider(
      `${config.apiUrl}/emails`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${config.apiKey}`,
          'Content-Type': 'application/json',
          ...(key ? { 'Idempotency-Key': key } : {}),
        },
        body: JSON.stringify({
          from: config.from,
          to: config.to,
          reply_to: body.email,
          subject,
          text,
          html,
        }),
      },
      config.timeoutMs,
    );
    const ms = Date.now() - started;

    if (outcome.kind === 'answered' && outcome.status >= 200 && outcome.status < 300) {
      const id = (outcome.body as { id?: unknown } | null)?.id;
      const providerId = typeof id === 'string' ? id : undefined;
      logEvent({ fn, key, outcome: 'sent', status: 200, providerStatus: outcome.status, providerId, ms });
      return json(200, { success: true, id: providerId ?? null });
    }
    const stillSending = outcome.kind === 'answered' && outcome.status === 409 &&
      (outcome.body as { name?: unknown } | null)?.name === STILL_SENDING;
    const answer = failureAnswer(outcome, stillSending);
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
