import * as z from 'zod/mini';
import {
  contactPageFields,
  contactPageLabels,
  fieldErrors,
  homeContactFields,
  homeContactLabels,
} from '../../shared/schemas/fields.js';
import { contactPageSchema, homeContactSchema } from '../../shared/schemas/forms.js';
import { contactPagePayload, functionBody, homePayload } from '../../shared/schemas/mapping.js';

/**
 * The two contact forms as the tests see them, all derived from shared/schemas: their fields in order, each
 * label; what each says when sent empty; a visitor's valid values and what they deliver. A field or rule
 * added to the schemas reaches every test that uses these.
 */
export const forms = {
  home: { fields: homeContactFields, labels: homeContactLabels, schema: homeContactSchema },
  'contact-page': { fields: contactPageFields, labels: contactPageLabels, schema: contactPageSchema },
} as const;
export type FormKey = keyof typeof forms;
type FieldOf<K extends FormKey> = (typeof forms)[K]['fields'][number];

/** Each field's label, in the form's order (the order Tab follows). */
export const fieldLabels = (key: FormKey) =>
  forms[key].fields.map((name) => (forms[key].labels as Record<string, string>)[name]!);

/** What a form says under each field when sent empty (null: nothing), by its schema. */
function emptyErrors<K extends FormKey>(key: K): Record<FieldOf<K>, string | null> {
  const { fields, schema } = forms[key];
  const result = z.safeParse(schema, Object.fromEntries(fields.map((name) => [name, ''])));
  const errors = result.success ? {} : fieldErrors(result.error.issues);
  return Object.fromEntries(fields.map((name) => [name, errors[name] ?? null])) as Record<FieldOf<K>, string | null>;
}
export const homeFormEmptyErrors = emptyErrors('home');
export const contactPageEmptyErrors = emptyErrors('contact-page');

/** What a visitor might type, by the kind of field its name says; the first the field's rules accept is used. */
const samples: [RegExp, string][] = [
  [/first/i, 'Maria'],
  [/last/i, 'Lopez'],
  [/name/i, 'Maria Lopez'],
  [/mail/i, 'maria@example.com'],
  [/phone|tel/i, '(727) 555-0199'],
  [/subject/i, 'Saturday hours'],
  [/message/i, 'My lower back is stiff every morning.'],
];

/** A valid value for every field of a form, each accepted by the schema as the others stand. */
function validValues<K extends FormKey>(key: K): Record<FieldOf<K>, string> {
  const { fields, schema } = forms[key];
  const values: Record<string, string> = {};
  for (const name of fields) {
    const hinted = samples.filter(([pattern]) => pattern.test(name)).map(([, value]) => value);
    const candidates = [...hinted, ...samples.map(([, value]) => value)];
    const accepted = candidates.find(
      (value) => !(name in fieldErrors(z.safeParse(schema, { ...values, [name]: value }).error?.issues ?? [])),
    );
    if (accepted === undefined) throw new Error(`no sample value passes the rules of ${key}'s ${name}`);
    values[name] = accepted;
  }
  return values as Record<FieldOf<K>, string>;
}
/** A visitor's valid message in the home form. */
export const homeFormValues = validValues('home');
/** A visitor's valid message in the /contact form, every field filled. */
export const contactPageValues = validValues('contact-page');
export const formValues = { home: homeFormValues, 'contact-page': contactPageValues } as const;

/** What each form's valid values post to the JSON API once mapped (source included): /api/lead, /api/contact. */
export const leadPayloadValues = homePayload(z.parse(homeContactSchema, homeFormValues));
export const contactPayloadValues = contactPagePayload(z.parse(contactPageSchema, contactPageValues));

/** What the functions receive for a form's values, in order: the home form's lead first, then the message. */
export function deliveredFor<K extends FormKey>(key: K, values: Record<FieldOf<K>, string>) {
  if (key === 'home') {
    const body = functionBody(homePayload(values as typeof homeFormValues));
    return [
      { fn: 'submit-to-ghl', body },
      { fn: 'send-contact-email', body },
    ];
  }
  return [{ fn: 'send-contact-email', body: functionBody(contactPagePayload(values as typeof contactPageValues)) }];
}
