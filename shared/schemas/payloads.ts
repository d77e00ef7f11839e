import * as z from 'zod/mini';
import { contactPageLimits, contactPageMessages, homeContactSchema, type ContactPageValues, type HomeContactValues } from './forms.js';
import { cleanMultiLine, singleLine } from './text.js';

/**
 * What the browser posts to /api/lead and /api/contact, and what the server hands to the Supabase
 * functions: {name, email, phone, message, source} (SPEC.md sections 3 and 7).
 */

export const formSources = ['contact-form', 'contact-page', 'Website Contact Form'] as const;
export type FormSource = (typeof formSources)[number];
/** send-contact-email's source when the caller names none (SPEC.md section 7). */
export const DEFAULT_SOURCE: FormSource = 'Website Contact Form';

/** The hidden field only bots fill in; a filled one gets a normal answer and is never delivered. */
export const HONEYPOT_FIELD = 'website';

export type SubmissionPayload = { name: string; email: string; phone: string; message: string; source: FormSource };

const source = z._default(z.optional(z.enum(formSources, { error: 'Unknown source' })), DEFAULT_SOURCE);

/** /api/lead and the home form's /api/contact: the home form's own rules plus the source. */
export const homePayloadSchema = z.extend(homeContactSchema, { source });
export const leadPayloadSchema = homePayloadSchema;

/** Bounds of a contact-page payload: a joined name and a message carrying its subject line. */
export const contactPayloadLimits = {
  name: contactPageLimits.firstName + 1 + contactPageLimits.lastName,
  message: contactPageLimits.subject + 2 + contactPageLimits.message,
} as const;

const page = contactPageMessages;

/** /api/contact from the contact page (or any caller naming no source): the contact page's rules, mapped. */
export const contactPayloadSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Name is required'),
      z.maxLength(contactPayloadLimits.name, `Name must be at most ${contactPayloadLimits.name} characters`),
      singleLine('Name'),
    ),
  email: z
    .string({ error: page.email })
    .check(z.trim(), z.regex(z.regexes.email, page.email), z.maxLength(contactPageLimits.email, page.emailMax)),
  phone: z._default(
    z.optional(z.string({ error: page.phoneMax }).check(z.trim(), z.maxLength(contactPageLimits.phone, page.phoneMax), singleLine('Phone'))),
    '',
  ),
  message: z
    .string({ error: page.messageRequired })
    .check(
      z.trim(),
      z.minLength(1, page.messageRequired),
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

/** The contact page sends its visitor's name as first and last name joined. */
export function joinName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

/** With a subject, the message starts with it and a blank line. */
export function withSubject(subject: string, message: string): string {
  const line = subject.trim();
  return line ? `${line}\n\n${message}` : message;
}

export function contactPagePayload(values: ContactPageValues): SubmissionPayload {
  return {
    name: joinName(values.firstName, values.lastName),
    email: values.email,
    phone: values.phone,
    message: withSubject(values.subject, values.message),
    source: 'contact-page',
  };
}

export function homePayload(values: HomeContactValues): SubmissionPayload {
  return { name: values.name, email: values.email, phone: values.phone, message: values.message, source: 'contact-form' };
}

/** The body both functions receive: absent optional values as empty strings, the default source. */
export function functionBody(payload: { name: string; email: string; phone?: string; message?: string; source?: string }) {
  return {
    name: payload.name,
    email: payload.email,
    phone: payload.phone ?? '',
    message: payload.message ?? '',
    source: payload.source ?? DEFAULT_SOURCE,
  };
}

export type FunctionBody = ReturnType<typeof functionBody>;
