// Generated from shared/schemas/payloads.ts by `npm run functions:schemas`: edit the original, then run it.
import * as z from 'zod/mini';
import { contactPageLimits, contactPayloadLimits, homeContactLimits } from './fields.ts';
import { homeContactSchema } from './forms.ts';
import { DEFAULT_LANGUAGE, DEFAULT_SOURCE, formLanguages, formSources, type SubmissionPayload } from './mapping.ts';
import { errorMap, formMessages, ruleErrors, type ValidationTexts } from './messages.ts';
import { cleanMultiLine, singleLine, visible, visitorText } from './text.ts';

/** The /api/lead and /api/contact bodies as the server validates them (the same rules as the forms). */

const source = z._default(z.optional(z.enum(formSources)), DEFAULT_SOURCE);
const language = z._default(z.optional(z.enum(formLanguages)), DEFAULT_LANGUAGE);

/**
 * /api/lead and the home form's /api/contact: the home form's own rules for the fields a payload carries
 * (what the functions receive), plus the source and the language. A field the form adds reaches them
 * through the mapping.
 */
const payloadFields = { name: true, email: true, phone: true, message: true } as const satisfies Record<
  Exclude<keyof SubmissionPayload, 'source' | 'language'>,
  true
>;
export const homePayloadSchema = z.extend(z.pick(homeContactSchema, payloadFields), { source, language });
/** Bounds of a /api/lead payload: the home form's own. */
export const leadPayloadLimits = {
  name: homeContactLimits.name,
  email: homeContactLimits.email,
  phone: homeContactLimits.phone,
  message: homeContactLimits.message,
} as const satisfies Record<keyof typeof payloadFields, number>;
export const leadPayloadSchema = homePayloadSchema;

export { contactPayloadLimits };

/** /api/contact from the contact page (or any caller naming no source): the contact page's rules, mapped. */
export const contactPayloadSchema = z.object({
  name: visitorText().check(z.trim(), z.minLength(1), visible(), z.maxLength(contactPayloadLimits.name), singleLine()),
  email: visitorText().check(z.trim(), z.regex(z.regexes.email), z.maxLength(contactPageLimits.email)),
  phone: z._default(z.optional(visitorText().check(z.trim(), z.maxLength(contactPageLimits.phone), singleLine())), ''),
  message: visitorText().check(
    z.trim(),
    z.minLength(1),
    visible(),
    z.maxLength(contactPayloadLimits.message),
    cleanMultiLine(),
  ),
  source,
  language,
});

/** The parse's words: a language's messages for the visitor, or (no language given) each rule's name. */
const errorsIn = (texts: ValidationTexts | undefined, form: 'home' | 'contactPayload') =>
  texts ? errorMap({ ...formMessages(texts, form), options: { source: texts.source } }) : ruleErrors;

/** Validates an /api/contact body with the rules of the form it names as its source, worded in `texts`. */
export function parseContactPayload(input: unknown, texts?: ValidationTexts) {
  const named = typeof input === 'object' && input !== null ? (input as { source?: unknown }).source : undefined;
  return named === 'contact-form'
    ? homePayloadSchema.safeParse(input, { error: errorsIn(texts, 'home') })
    : contactPayloadSchema.safeParse(input, { error: errorsIn(texts, 'contactPayload') });
}

export function parseLeadPayload(input: unknown, texts?: ValidationTexts) {
  return leadPayloadSchema.safeParse(input, { error: errorsIn(texts, 'home') });
}
