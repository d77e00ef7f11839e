import type { Locale } from '../../shared/locale.js';
import type { SubmitOutcome } from '../outbox/types.js';
import { formTexts } from './language.js';

/**
 * What a visitor is told about their submission, in JSON and on the form's page alike, in the language of
 * the page or API call: the API's answers and the alerts of a native post's page say the same words.
 */

function answersIn(locale: Locale) {
  const words = formTexts(locale).answers;
  const unavailable = { status: 503, body: { error: 'unavailable', message: words.unavailable } } as const;
  return {
    delivered: { status: 200, body: { ok: true } },
    queued: { status: 202, body: { ok: true, queued: true } },
    rejected: { status: 502, body: { error: 'delivery_failed', message: words.rejected } },
    unavailable,
    // The outbox's cap is reached: nothing was stored, and the visitor is told so, as when it cannot be
    // written (call the clinic instead). Not a server error: the server refuses by design, for a while.
    full: { status: 429, body: { error: 'busy', message: unavailable.body.message } },
    // This address's messages already wait in the numbers a household or an office would send: refused
    // unseen, so one sender cannot fill the outbox for every visitor.
    'address-full': { status: 429, body: { error: 'busy', message: words.addressFull } },
  } as const satisfies Record<SubmitOutcome, { status: number; body: object }>;
}

/** Each outcome's answer, by language. */
export const submissionAnswers = { en: answersIn('en'), es: answersIn('es') } as const satisfies Record<
  Locale,
  ReturnType<typeof answersIn>
>;

/** How long a visitor refused at the outbox's cap or their address's share is asked to wait (Retry-After, seconds). */
export const FULL_RETRY_AFTER_SECONDS = 60;

/** The Retry-After of an outcome that asks the visitor to come back later, if it does. */
export const retryAfterOf = (outcome: SubmitOutcome): number | undefined =>
  outcome === 'full' || outcome === 'address-full' ? FULL_RETRY_AFTER_SECONDS : undefined;

/** Beside the field errors of a 400 answer. */
export const validationMessage = (locale: Locale) => formTexts(locale).answers.validation;

export function rateLimitMessage(retryAfterSeconds: number, locale: Locale): string {
  return formTexts(locale).answers.rateLimited(Math.ceil(retryAfterSeconds / 60));
}

/** A post from another site's page (or a frame of one): refused, shown with the visitor's text on our own page. */
export const crossSiteMessage = (locale: Locale) => formTexts(locale).answers.crossSite;
