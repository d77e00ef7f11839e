import * as z from 'zod/mini';
import { contactPageLimits, contactPageMessages, homeContactLimits } from './fields.js';
import { homeContactSchema } from './forms.js';
import { DEFAULT_SOURCE, formSources, type SubmissionPayload } from './mapping.js';
import { cleanMultiLine, singleLine, visible, visitorText } from './text.js';

/** The /api/lead and /api/contact bodies as the server validates them (the same rules as the forms). */

const source = z._default(z.optional(z.enum(formSources, { error: 'Unknown source' })), DEFAULT_SOURCE);

/**
 * /api/lead and the home form's /api/contact: the home form's own rules for the fields a payload carries
 * (what the functions receive), plus the source. A field the form adds reaches them through the mapping.
 */
const payloadFields = { name: true, email: true, phone: true, message: true } as const satisfies Record<
  Exclude<keyof SubmissionPayload, 'source'>,
  true
>;
export const homePayloadSchema = z.extend(z.pick(homeContactSchema, payloadFields), { source });
/** Bounds of a /api/lead payload: the home form's own. */
export const leadPayloadLimits = {
  name: homeContactLimits.name,
  email: homeContactLimits.email,
  phone: homeContactLimits.phone,
  message: homeContactLimits.message,
} as const satisfies Record<keyof typeof payloadFields, number>;
export const leadPayloadSchema = homePayloadSchema;

/** Bounds of a contact-page payload: a joined name and a message carrying its subject line. */
export const contactPayloadLimits = {
  name: contactPageLimits.firstName + 1 + contactPageLimits.lastName,
  message: contactPageLimits.subject + 2 + contactPageLimits.message,
} as const;

const page = contactPageMessages;

/** /api/contact from the contact page (or any caller naming no source): the contact page's rules, mapped. */
export const contactPayloadSchema = z.object({
  name: visitorText('Name is required').check(
    z.trim(),
    z.minLength(1, 'Name is required'),
    visible('Name is required'),
    z.maxLength(contactPayloadLimits.name, `Name must be at most ${contactPayloadLimits.name} characters`),
    singleLine('Name'),
  ),
  email: visitorText(page.email).check(
    z.trim(),
    z.regex(z.regexes.email, page.email),
    z.maxLength(contactPageLimits.email, page.emailMax),
  ),
  phone: z._default(
    z.optional(
      visitorText(page.phoneMax).check(
        z.trim(),
        z.maxLength(contactPageLimits.phone, page.phoneMax),
        singleLine('Phone'),
      ),
    ),
    '',
  ),
  message: visitorText(page.messageRequired).check(
    z.trim(),
    z.minLength(1, page.messageRequired),
    visible(page.messageRequired),
    z.maxLength(contactPayloadLimits.message, `Message must be at most ${contactPayloadLimits.message} characters`),
    cleanMultiLine('Message'),
  ),
  source,
});

/** Validates an /api/contact body with the rules of the form it names as its source. */
export function parseContactPayload(input: unknown) {
  const named = typeof input === 'object' && input !== null ? (input as { source?: unknown }).source : undefined;
  return named === 'contact-form' ? homePayloadSchema.safeParse(input) : contactPayloadSchema.safeParse(input);
}

export function parseLeadPayload(input: unknown) {
  return leadPayloadSchema.safeParse(input);
}
