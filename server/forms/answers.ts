import { clinic } from '../../shared/clinic.js';
import type { SubmitOutcome } from '../outbox/types.js';

/**
 * What a visitor is told about their submission, in JSON and on the form's page alike: the API's
 * answers and the alerts of a native post's page say the same words.
 */

const unavailable = {
  status: 503,
  body: {
    error: 'unavailable',
    message: `We could not save your message right now. Please try again later or call us at ${clinic.phone.display}.`,
  },
} as const;

export const submissionAnswers = {
  delivered: { status: 200, body: { ok: true } },
  queued: { status: 202, body: { ok: true, queued: true } },
  rejected: {
    status: 502,
    body: {
      error: 'delivery_failed',
      message: `We could not deliver your message. Please call us at ${clinic.phone.display}.`,
    },
  },
  unavailable,
  // The outbox's cap is reached: nothing was stored, and the visitor is told so, as when it cannot be
  // written (call the clinic instead). Not a server error: the server refuses by design, for a while.
  full: { status: 429, body: { error: 'busy', message: unavailable.body.message } },
  // This address's messages already wait in the numbers a household or an office would send: refused
  // unseen, so one sender cannot fill the outbox for every visitor.
  'address-full': {
    status: 429,
    body: {
      error: 'busy',
      message: `Your earlier messages are still waiting to reach us, so we cannot take another from your connection right now. Please try again later or call us at ${clinic.phone.display}.`,
    },
  },
} as const satisfies Record<SubmitOutcome, { status: number; body: object }>;

/** How long a visitor refused at the outbox's cap or their address's share is asked to wait (Retry-After, seconds). */
export const FULL_RETRY_AFTER_SECONDS = 60;

/** The Retry-After of an outcome that asks the visitor to come back later, if it does. */
export const retryAfterOf = (outcome: SubmitOutcome): number | undefined =>
  outcome === 'full' || outcome === 'address-full' ? FULL_RETRY_AFTER_SECONDS : undefined;

export const VALIDATION_MESSAGE = 'Please check the highlighted fields.';

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many messages were sent from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or call us at ${clinic.phone.display}.`;
}

/** A post from another site's page (or a frame of one): refused, shown with the visitor's text on our own page. */
export const CROSS_SITE_MESSAGE = `Your message was not sent: this form can only be sent from its page on our website. Please check it and send it again here, or call us at ${clinic.phone.display}.`;
