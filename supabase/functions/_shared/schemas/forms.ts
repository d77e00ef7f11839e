// Generated from shared/schemas/forms.ts by `npm run functions:schemas`: edit the original, then run it.
import * as z from 'zod/mini';
import { cleanMultiLine, singleLine, visible, visitorText } from './text.ts';
import {
  contactPageLimits,
  contactPageMessages,
  homeContactLimits,
  homeContactMinimums,
  homeContactMaxMessages,
  homeContactMessages,
  type ContactPageValues,
  type HomeContactValues,
} from './fields.ts';

/**
 * The two contact forms' rules and messages, exactly as the clinic states them. The browser
 * validates with these before sending and the server validates the API payloads built from them.
 * A rule's message also covers a missing or non-text value, so an API client gets the same words.
 * Every field is visitor text (text.ts): NFC, no invisibles, no text-direction controls.
 */

const home = homeContactMessages;
const homeMax = homeContactMaxMessages;
const homeLimits = homeContactLimits;

/**
 * Home page form: all four fields required, each with something to read in it and a limit. Only the contact
 * page's values are trimmed.
 */
export const homeContactSchema = z.object({
  name: visitorText(home.name).check(
    z.minLength(homeContactMinimums.name, home.name),
    visible(home.name),
    z.maxLength(homeLimits.name, homeMax.name),
    singleLine('Name'),
  ),
  email: visitorText(home.email).check(
    z.regex(z.regexes.email, home.email),
    z.maxLength(homeLimits.email, homeMax.email),
  ),
  phone: visitorText(home.phone).check(
    z.minLength(homeContactMinimums.phone, home.phone),
    visible(home.phone),
    z.maxLength(homeLimits.phone, homeMax.phone),
    singleLine('Phone'),
  ),
  message: visitorText(home.message).check(
    z.minLength(homeContactMinimums.message, home.message),
    visible(home.message),
    z.maxLength(homeLimits.message, homeMax.message),
    cleanMultiLine('Message'),
  ),
});

const page = contactPageMessages;
const limits = contactPageLimits;

/** An optional single-line value: absent means empty. */
const optionalLine = (label: string, max: number, maxMessage: string) =>
  z._default(z.optional(visitorText(maxMessage).check(z.trim(), z.maxLength(max, maxMessage), singleLine(label))), '');

/** Contact page form: every value trimmed; first name, e-mail and message required. */
export const contactPageSchema = z.object({
  firstName: visitorText(page.firstNameRequired).check(
    z.trim(),
    z.minLength(1, page.firstNameRequired),
    visible(page.firstNameRequired),
    z.maxLength(limits.firstName, page.firstNameMax),
    singleLine('First name'),
  ),
  lastName: optionalLine('Last name', limits.lastName, page.lastNameMax),
  email: visitorText(page.email).check(
    z.trim(),
    z.regex(z.regexes.email, page.email),
    z.maxLength(limits.email, page.emailMax),
  ),
  phone: optionalLine('Phone', limits.phone, page.phoneMax),
  subject: optionalLine('Subject', limits.subject, page.subjectMax),
  message: visitorText(page.messageRequired).check(
    z.trim(),
    z.minLength(1, page.messageRequired),
    visible(page.messageRequired),
    z.maxLength(limits.message, page.messageMax),
    cleanMultiLine('Message'),
  ),
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
