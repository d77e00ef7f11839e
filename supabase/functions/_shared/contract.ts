/**
 * The body the site's server sends both functions: {name, email, phone, message, source}, checked with
 * the rules the server checked it with (shared/schemas/payloads.ts), so a message the server accepted is
 * never refused here and anything else is. A copy, not an import: Supabase deploys only what lies under
 * supabase/functions, and tests/unit/functions-contract.test.ts holds the two to the same answers.
 *
 * One file importing nothing but zod: vitest and tsc load it as it is, as Deno and the Edge Runtime do.
 */
import * as z from 'zod/mini';

export const formSources = ['contact-form', 'contact-page', 'Website Contact Form'] as const;
export type FormSource = (typeof formSources)[number];
export const DEFAULT_SOURCE: FormSource = 'Website Contact Form';

// Control characters and line/paragraph separators: single-line values become e-mail and CRM fields.
// deno-lint-ignore no-control-regex
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// Multi-line text keeps tabs and line breaks, nothing else from the control ranges.
// deno-lint-ignore no-control-regex
const CONTROL_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Bidi embeddings, overrides and isolates, and halves of a character: text that reads otherwise than it is.
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
const LONE_SURROGATE = /[\ud800-\udfff]/u;
// Invisible, spelling nothing: removed, as the server removes them.
const INVISIBLE = /[\u200b\u2060\ufeff]/g;

const FORMATTING = 'Please remove unusual formatting characters (typing the text instead of pasting it helps).';

// Text that shows nothing (white space, Hangul fillers, the blank braille pattern, format characters): not given.
const BLANK =
  /^[\s\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0]*$/u;
const visible = (error: string) => z.refine<string>((value) => !BLANK.test(value), error);

const cleanText = (value: string) => value.normalize('NFC').replace(INVISIBLE, '');
const isPlainText = (value: string) => !BIDI_CONTROL.test(value) && !LONE_SURROGATE.test(value);
const singleLine = (label: string) =>
  z.refine<string>((value) => !CONTROL_OR_BREAK.test(value), `${label} must be a single line of plain text`);
const cleanMultiLine = (label: string) =>
  z.refine<string>(
    (value) => !CONTROL_EXCEPT_WHITESPACE.test(value),
    `${label} contains characters that are not allowed`,
  );
const visitorText = (error: string) =>
  z.string({ error }).check(z.overwrite(cleanText), z.refine(isPlainText, FORMATTING));

const source = z._default(z.optional(z.enum(formSources, { error: 'Unknown source' })), DEFAULT_SOURCE);

const home = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  message: 'Message must be at least 10 characters',
} as const;

const homeMax = {
  name: 'Name must be less than 100 characters',
  email: 'Email must be less than 255 characters',
  phone: 'Phone must be less than 20 characters',
  message: 'Message must be less than 2000 characters',
} as const;
export const homeBodyLimits = { name: 100, email: 255, phone: 20, message: 2000 } as const;

/** The home page form's message (and every lead): all four values required, each with a limit. */
export const homeBodySchema = z.object({
  name: visitorText(home.name).check(
    z.minLength(2, home.name),
    visible(home.name),
    z.maxLength(homeBodyLimits.name, homeMax.name),
    singleLine('Name'),
  ),
  email: visitorText(home.email).check(
    z.regex(z.regexes.email, home.email),
    z.maxLength(homeBodyLimits.email, homeMax.email),
  ),
  phone: visitorText(home.phone).check(
    z.minLength(10, home.phone),
    visible(home.phone),
    z.maxLength(homeBodyLimits.phone, homeMax.phone),
    singleLine('Phone'),
  ),
  message: visitorText(home.message).check(
    z.minLength(10, home.message),
    visible(home.message),
    z.maxLength(homeBodyLimits.message, homeMax.message),
    cleanMultiLine('Message'),
  ),
  source,
});

/** A contact-page name is first and last name joined; its message may start with the subject line. */
export const contactPageBodyLimits = { name: 201, email: 255, phone: 20, message: 2502 } as const;
const limits = contactPageBodyLimits;

/** The contact page's message (or any message naming another source than the home form). */
export const contactPageBodySchema = z.object({
  name: visitorText('Name is required').check(
    z.trim(),
    z.minLength(1, 'Name is required'),
    visible('Name is required'),
    z.maxLength(limits.name, `Name must be at most ${limits.name} characters`),
    singleLine('Name'),
  ),
  email: visitorText('Invalid email address').check(
    z.trim(),
    z.regex(z.regexes.email, 'Invalid email address'),
    z.maxLength(limits.email, 'Email must be less than 255 characters'),
  ),
  phone: z._default(
    z.optional(
      visitorText('Phone must be less than 20 characters').check(
        z.trim(),
        z.maxLength(limits.phone, 'Phone must be less than 20 characters'),
        singleLine('Phone'),
      ),
    ),
    '',
  ),
  message: visitorText('Message is required').check(
    z.trim(),
    z.minLength(1, 'Message is required'),
    visible('Message is required'),
    z.maxLength(limits.message, `Message must be at most ${limits.message} characters`),
    cleanMultiLine('Message'),
  ),
  source,
});

export type MessageBody = { name: string; email: string; phone: string; message: string; source: FormSource };

export type Checked = { ok: true; body: MessageBody } | { ok: false; fields: Record<string, string> };

/** The first message for each failing top-level field, as the server's own 400 answer names them. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? String(issue.path[0]) : 'body';
    fields[key] ??= issue.message;
  }
  return fields;
}

type Parsed =
  | { success: true; data: MessageBody }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

function checked(result: Parsed): Checked {
  return result.success ? { ok: true, body: result.data } : { ok: false, fields: fieldErrors(result.error.issues) };
}

const namedSource = (input: unknown) =>
  typeof input === 'object' && input !== null ? (input as { source?: unknown }).source : undefined;

/** send-contact-email: the rules of the form the message names as its source. */
export function checkContactEmailBody(input: unknown): Checked {
  const schema = namedSource(input) === 'contact-form' ? homeBodySchema : contactPageBodySchema;
  return checked(schema.safeParse(input));
}

/** submit-to-ghl: leads come from the home form, with its rules whatever the source. */
export function checkLeadBody(input: unknown): Checked {
  return checked(homeBodySchema.safeParse(input));
}
