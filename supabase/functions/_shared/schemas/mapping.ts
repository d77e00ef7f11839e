// Generated from shared/schemas/mapping.ts by `npm run functions:schemas`: edit the original, then run it.
import type { ContactPageValues, HomeContactValues } from './fields.ts';

/**
 * What the browser posts to /api/lead and /api/contact, and what the server hands to the Supabase
 * functions: {name, email, phone, message, source}. Plain functions, no zod: the browser bundles
 * these with the forms.
 */

export const formSources = ['contact-form', 'contact-page', 'Website Contact Form'] as const;
export type FormSource = (typeof formSources)[number];
/** send-contact-email's source when the caller names none. */
export const DEFAULT_SOURCE: FormSource = 'Website Contact Form';

/** The hidden field only bots fill in; a filled one gets a normal answer and is never delivered. */
export const HONEYPOT_FIELD = 'website';

export type SubmissionPayload = { name: string; email: string; phone: string; message: string; source: FormSource };

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
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    message: values.message,
    source: 'contact-form',
  };
}

/** The body both functions receive: absent optional values as empty strings, the default source. */
export function functionBody(payload: {
  name: string;
  email: string;
  phone?: string;
  message?: string;
  source?: string;
}) {
  return {
    name: payload.name,
    email: payload.email,
    phone: payload.phone ?? '',
    message: payload.message ?? '',
    source: payload.source ?? DEFAULT_SOURCE,
  };
}

export type FunctionBody = ReturnType<typeof functionBody>;
