// Generated from shared/schemas/fields.ts by `npm run functions:schemas`: edit the original, then run it.
/**
 * The two contact forms' fields, messages and limits, exactly as the clinic states them.
 * No zod here: the browser loads this with the page and fetches the schemas (forms.ts) only when a
 * visitor starts filling in a form.
 */

export const homeContactMessages = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  message: 'Message must be at least 10 characters',
} as const;

/** The home form's shortest values, as its messages state them ("at least 2 characters", …). */
export const homeContactMinimums = { name: 2, phone: 10, message: 10 } as const;

/** The home form's length limits: the spec names none, so the contact page's own apply (a name of 100, …). */
export const homeContactLimits = { name: 100, email: 255, phone: 20, message: 2000 } as const;

/** What the home form says past a limit, in the contact page's words. */
export const homeContactMaxMessages = {
  name: 'Name must be less than 100 characters',
  email: 'Email must be less than 255 characters',
  phone: 'Phone must be less than 20 characters',
  message: 'Message must be less than 2000 characters',
} as const;

export type HomeContactValues = { name: string; email: string; phone: string; message: string };
export type HomeContactField = keyof HomeContactValues;
export const homeContactFields: readonly HomeContactField[] = ['name', 'email', 'phone', 'message'];

/** Each home form field's label (its accessible name), in the form's order. */
export const homeContactLabels: Record<HomeContactField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  message: 'Message',
};

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

/** The contact page's length limits ("max N" allows N characters). */
export const contactPageLimits = {
  firstName: 100,
  lastName: 100,
  email: 255,
  phone: 20,
  subject: 500,
  message: 2000,
} as const;

/** Trimmed values; the optional ones are empty strings when not given. */
export type ContactPageValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};
export type ContactPageField = keyof ContactPageValues;
export const contactPageFields: readonly ContactPageField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'subject',
  'message',
];

/** Each contact page field's label (its accessible name). */
export const contactPageLabels: Record<ContactPageField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
};

/** Each form's own name, as assistive technology announces the form. */
export const formNames = { home: 'Send us a message', 'contact-page': 'Contact form' } as const;

/**
 * Every text field's message for characters no one means to type: text-direction controls (which make
 * text read in another order than it is stored) and halves of a character. They come with pasted text.
 */
export const textMessages = {
  formatting: 'Please remove unusual formatting characters (typing the text instead of pasting it helps).',
} as const;

/** The first message for each failing top-level field, as the forms and the API's 400 answer show them. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? String(issue.path[0]) : 'form';
    fields[key] ??= issue.message;
  }
  return fields;
}
