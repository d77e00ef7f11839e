/**
 * The two contact forms' fields and limits, exactly as the clinic states them; their labels and messages
 * are words, in each language's texts (client/texts/<language>/forms-words.ts).
 * No zod here: the browser loads this with the page and fetches the schemas (forms.ts) only when a
 * visitor starts filling in a form.
 */

/** The home form's shortest values, as its messages state them ("at least 2 characters", …). */
export const homeContactMinimums = { name: 2, phone: 10, message: 10 } as const;

/** The home form's length limits: the spec names none, so the contact page's own apply (a name of 100, …). */
export const homeContactLimits = { name: 100, email: 255, phone: 20, message: 2000 } as const;

export type HomeContactValues = { name: string; email: string; phone: string; message: string };
export type HomeContactField = keyof HomeContactValues;
export const homeContactFields: readonly HomeContactField[] = ['name', 'email', 'phone', 'message'];

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

/** Bounds of a contact-page payload (payloads.ts): a joined name and a message carrying its subject line. */
export const contactPayloadLimits = {
  name: contactPageLimits.firstName + 1 + contactPageLimits.lastName,
  message: contactPageLimits.subject + 2 + contactPageLimits.message,
} as const;

/** The fields of an /api/contact payload from the contact page (payloads.ts): its values mapped. */
export type ContactPayloadField = 'name' | 'email' | 'phone' | 'message';

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
