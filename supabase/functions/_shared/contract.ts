/**
 * The body the site's server sends both functions: {name, email, phone, message, source, language}, checked
 * with the rules the server checked it with, so a message the server accepted is never refused here and
 * anything else is. A refused field is named with the rule it broke (`required`, `max`, …): the answer goes
 * to the site's server, not to a visitor. The rules are the server's own modules (shared/schemas), copied into ./schemas by
 * `npm run functions:schemas`: Supabase deploys only what lies under supabase/functions. A test holds
 * the copies to their originals.
 */
import { fieldErrors } from './schemas/fields.ts';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_SOURCE,
  type FormLanguage,
  formLanguages,
  type FormSource,
  formSources,
  type SubmissionPayload,
} from './schemas/mapping.ts';
import { parseContactPayload, parseLeadPayload } from './schemas/payloads.ts';

export { DEFAULT_LANGUAGE, DEFAULT_SOURCE, type FormLanguage, formLanguages, type FormSource, formSources };

export type MessageBody = SubmissionPayload;

export type Checked = { ok: true; body: MessageBody } | { ok: false; fields: Record<string, string> };

type Parsed = ReturnType<typeof parseContactPayload> | ReturnType<typeof parseLeadPayload>;

function checked(result: Parsed): Checked {
  if (result.success) return { ok: true, body: result.data };
  // What the server calls the form is, to a function, its request body.
  const { form, ...fields } = fieldErrors(result.error.issues);
  return { ok: false, fields: form === undefined ? fields : { body: form, ...fields } };
}

/** send-contact-email: the rules of the form the message names as its source. */
export function checkContactEmailBody(input: unknown): Checked {
  return checked(parseContactPayload(input));
}

/** submit-to-ghl: leads come from the home form, with its rules whatever the source. */
export function checkLeadBody(input: unknown): Checked {
  return checked(parseLeadPayload(input));
}
