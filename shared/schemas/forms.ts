import * as z from 'zod/mini';
import { cleanMultiLine, singleLine } from './text.js';

/**
 * The two contact forms' rules and messages, exactly as SPEC.md section 5 states them. The browser
 * validates with these before sending and the server validates the API payloads built from them.
 * A rule's message also covers a missing or non-text value, so an API client gets the same words.
 */

export const homeContactMessages = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  message: 'Message must be at least 10 characters',
} as const;

const home = homeContactMessages;

/** Home page form: all four fields required. The spec trims only the contact page's values. */
export const homeContactSchema = z.object({
  name: z.string({ error: home.name }).check(z.minLength(2, home.name), singleLine('Name')),
  email: z.string({ error: home.email }).check(z.regex(z.regexes.email, home.email)),
  phone: z.string({ error: home.phone }).check(z.minLength(10, home.phone), singleLine('Phone')),
  message: z.string({ error: home.message }).check(z.minLength(10, home.message), cleanMultiLine('Message')),
});

export type HomeContactValues = z.infer<typeof homeContactSchema>;
export type HomeContactField = keyof HomeContactValues;
export const homeContactFields: readonly HomeContactField[] = ['name', 'email', 'phone', 'message'];

export const contactPageMessages = {
  firstNameRequired: 'First name is required',
  firstNameMax: 'First name must be less than 100 characters',
  lastNameMax: 'Last name must be less than 100 characters',
  email: 'Invalid email address',
  emailMax: 'Email must be less than 255 characters',
  phoneMax: 'Phone must be less than 20 characters',
  subjectMax: 'Subject must be less than 500 characters',
  messageRequired: 'Message is required',
  messageMax: 'Message must be less than 2000 characters',
} as const;

/** The contact page's length limits (the spec's "max N" allows N characters). */
export const contactPageLimits = { firstName: 100, lastName: 100, email: 255, phone: 20, subject: 500, message: 2000 } as const;

const page = contactPageMessages;
const limits = contactPageLimits;

/** An optional single-line value: absent means empty. */
const optionalLine = (label: string, max: number, maxMessage: string) =>
  z._default(
    z.optional(z.string({ error: maxMessage }).check(z.trim(), z.maxLength(max, maxMessage), singleLine(label))),
    '',
  );

/** Contact page form: every value trimmed; first name, e-mail and message required. */
export const contactPageSchema = z.object({
  firstName: z
    .string({ error: page.firstNameRequired })
    .check(z.trim(), z.minLength(1, page.firstNameRequired), z.maxLength(limits.firstName, page.firstNameMax), singleLine('First name')),
  lastName: optionalLine('Last name', limits.lastName, page.lastNameMax),
  email: z
    .string({ error: page.email })
    .check(z.trim(), z.regex(z.regexes.email, page.email), z.maxLength(limits.email, page.emailMax)),
  phone: optionalLine('Phone', limits.phone, page.phoneMax),
  subject: optionalLine('Subject', limits.subject, page.subjectMax),
  message: z
    .string({ error: page.messageRequired })
    .check(z.trim(), z.minLength(1, page.messageRequired), z.maxLength(limits.message, page.messageMax), cleanMultiLine('Message')),
});

export type ContactPageValues = z.output<typeof contactPageSchema>;
export type ContactPageField = keyof ContactPageValues;
export const contactPageFields: readonly ContactPageField[] = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message'];
