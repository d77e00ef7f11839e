// Generated from shared/schemas/mapping.ts by `npm run functions:schemas`: edit the original, then run it.
import type { ContactPageValues, HomeContactValues } from './fields.ts';

/**
 * What the server hands to the Supabase functions (and what /api/lead and /api/contact take):
 * {name, email, phone, message, source, language}. Plain functions, no zod: the browser bundles
 * these with the forms.
 */

export const formSources = ['contact-form', 'contact-page', 'Website Contact Form'] as const;
export type FormSource = (typeof formSources)[number];
/** send-contact-email's source when the caller names none. */
export const DEFAULT_SOURCE: FormSource = 'Website Contact Form';

/** The hidden field only bots fill in; a filled one gets a normal answer and is never delivered. */
export const HONEYPOT_FIELD = 'website';

/**
 * The language the visitor wrote in, so the clinic answers in it: the site's languages (shared/locale.ts,
 * which the functions do not carry; server/forms/language.ts holds the two lists equal).
 */
export const formLanguages = ['en', 'es'] as const;
export type FormLanguage = (typeof formLanguages)[number];
/** A message that names no language (one sent before languages were) was written in English. */
export const DEFAULT_LANGUAGE: FormLanguage = 'en';

export type SubmissionPayload = {
  name: string;
  email: string;
  phone: string;
  message: string;
  source: FormSource;
  language: FormLanguage;
};

/** The contact page sends its visitor's name as first and last name joined. */
export function joinName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

/** With a subject, the message starts with it and a blank line. */
export function withSubject(subject: string, message: string): string {
  const line = subject.trim();
  return line ? `${line}\n\n${message}` : message;
}

export function contactPagePayload(values: ContactPageValues, language: FormLanguage): SubmissionPayload {
  return {
    name: joinName(values.firstName, values.lastName),
    email: values.email,
    phone: values.phone,
    message: withSubject(values.subject, values.message),
    source: 'contact-page',
    language,
  };
}

export function homePayload(values: HomeContactValues, language: FormLanguage): SubmissionPayload {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    message: values.message,
    source: 'contact-form',
    language,
  };
}

/** The body both functions receive: absent optional values as empty strings, the default source and language. */
export function functionBody(payload: {
  name: string;
  email: string;
  phone?: string;
  message?: string;
  source?: string;
  language?: FormLanguage;
}) {
  return {
    name: payload.name,
    email: payload.email,
    phone: payload.phone ?? '',
    message: payload.message ?? '',
    source: payload.source ?? DEFAULT_SOURCE,
    language: payload.language ?? DEFAULT_LANGUAGE,
  };
}

export type FunctionBody = ReturnType<typeof functionBody>;
