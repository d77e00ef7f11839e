import * as z from 'zod/mini';
import { cleanMultiLine, singleLine, visible, visitorText } from './text.js';
import {
  contactPageLimits,
  homeContactLimits,
  homeContactMinimums,
  type ContactPageValues,
  type HomeContactValues,
} from './fields.js';

/**
 * The two contact forms' rules, exactly as the clinic states them. The browser validates with these
 * before sending and the server validates the API payloads built from them. They carry no words: each
 * parse is given its language's messages (messages.ts), which word the rule each issue names, so a
 * missing or non-text value is answered in the same words as an empty one.
 * Every field is visitor text (text.ts): NFC, no invisibles, no text-direction controls.
 */

const homeLimits = homeContactLimits;

/**
 * Home page form: all four fields required, each with something to read in it and a limit. Only the contact
 * page's values are trimmed.
 */
export const homeContactSchema = z.object({
  name: visitorText().check(
    z.minLength(homeContactMinimums.name),
    visible(),
    z.maxLength(homeLimits.name),
    singleLine(),
  ),
  email: visitorText().check(z.regex(z.regexes.email), z.maxLength(homeLimits.email)),
  phone: visitorText().check(
    z.minLength(homeContactMinimums.phone),
    visible(),
    z.maxLength(homeLimits.phone),
    singleLine(),
  ),
  message: visitorText().check(
    z.minLength(homeContactMinimums.message),
    visible(),
    z.maxLength(homeLimits.message),
    cleanMultiLine(),
  ),
});

const limits = contactPageLimits;

/** An optional single-line value: absent means empty. */
const optionalLine = (max: number) =>
  z._default(z.optional(visitorText().check(z.trim(), z.maxLength(max), singleLine())), '');

/** Contact page form: every value trimmed; first name, e-mail and message required. */
export const contactPageSchema = z.object({
  firstName: visitorText().check(z.trim(), z.minLength(1), visible(), z.maxLength(limits.firstName), singleLine()),
  lastName: optionalLine(limits.lastName),
  email: visitorText().check(z.trim(), z.regex(z.regexes.email), z.maxLength(limits.email)),
  phone: optionalLine(limits.phone),
  subject: optionalLine(limits.subject),
  message: visitorText().check(z.trim(), z.minLength(1), visible(), z.maxLength(limits.message), cleanMultiLine()),
});

// The plain types in fields.ts (which the browser loads without zod) must be what the schemas produce.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type SchemasMatchTypes = [
  Same<z.output<typeof homeContactSchema>, HomeContactValues>,
  Same<z.output<typeof contactPageSchema>, ContactPageValues>,
] extends [true, true]
  ? true
  : never;
export const schemasMatchTypes: SchemasMatchTypes = true;
