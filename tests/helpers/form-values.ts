import * as z from 'zod/mini';
import type { Locale } from '../../shared/locale.js';
import {
  contactPageFields,
  contactPageLimits,
  fieldErrors,
  homeContactFields,
  homeContactLimits,
} from '../../shared/schemas/fields.js';
import { contactPageSchema, homeContactSchema } from '../../shared/schemas/forms.js';
import { contactPagePayload, functionBody, homePayload } from '../../shared/schemas/mapping.js';
import { errorMap, formMessages } from '../../shared/schemas/messages.js';
import { uiTexts } from '../../client/texts/ui.js';

const english = uiTexts.en.forms;

/**
 * The two contact forms as the tests see them, all derived from shared/schemas and the English texts: their
 * fields in order, each label; what each says when sent empty; a visitor's valid values and what they
 * deliver. A field or rule added to the schemas reaches every test that uses these.
 */
export const forms = {
  home: {
    fields: homeContactFields,
    labels: english.labels.home,
    name: english.names.home,
    schema: homeContactSchema,
    texts: 'home',
    limits: homeContactLimits,
  },
  'contact-page': {
    fields: contactPageFields,
    labels: english.labels.contactPage,
    name: english.names.contactPage,
    schema: contactPageSchema,
    texts: 'contactPage',
    limits: contactPageLimits,
  },
} as const;
export type FormKey = keyof typeof forms;

/** A form's schema parsing `values` as the form does, its messages in a language (English unless named). */
export function parseForm<K extends FormKey>(key: K, values: unknown, locale: Locale = 'en') {
  const { schema, texts } = forms[key];
  const error = errorMap(formMessages(uiTexts[locale].forms.validation, texts));
  return z.safeParse(schema as typeof homeContactSchema | typeof contactPageSchema, values, { error });
}
type FieldOf<K extends FormKey> = (typeof forms)[K]['fields'][number];
export type HomeField = FieldOf<'home'>;
export type ContactField = FieldOf<'contact-page'>;

/** Each field's label, in the form's order (the order Tab follows). */
export const fieldLabels = (key: FormKey) =>
  forms[key].fields.map((name) => (forms[key].labels as Record<string, string>)[name]!);

/** What a form says under each field once sent with these values, the others empty (null: nothing), by its schema. */
export function errorsFor<K extends FormKey>(
  key: K,
  values: Partial<Record<FieldOf<K>, string>>,
): Record<FieldOf<K>, string | null> {
  const { fields } = forms[key];
  const typed = values as Record<string, string | undefined>;
  const result = parseForm(key, Object.fromEntries(fields.map((name) => [name, typed[name] ?? ''])));
  const errors = result.success ? {} : fieldErrors(result.error.issues);
  return Object.fromEntries(fields.map((name) => [name, errors[name] ?? null])) as Record<FieldOf<K>, string | null>;
}
export const homeFormEmptyErrors = errorsFor('home', {});
export const contactPageEmptyErrors = errorsFor('contact-page', {});

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
  const { fields } = forms[key];
  const values: Record<string, string> = {};
  for (const name of fields) {
    const hinted = samples.filter(([pattern]) => pattern.test(name)).map(([, value]) => value);
    const candidates = [...hinted, ...samples.map(([, value]) => value)];
    const accepted = candidates.find(
      (value) => !(name in fieldErrors(parseForm(key, { ...values, [name]: value }).error?.issues ?? [])),
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

/**
 * What each form's valid values post to the JSON API once mapped (source included): /api/lead, /api/contact;
 * an English visitor's.
 */
export const leadPayloadValues = homePayload(z.parse(homeContactSchema, homeFormValues), 'en');
export const contactPayloadValues = contactPagePayload(z.parse(contactPageSchema, contactPageValues), 'en');

/**
 * Every field of a form `past` characters beyond its limit (0: exactly at it): its valid value repeated, an
 * e-mail address lengthened before its domain.
 */
export function valuesAtLimits<K extends FormKey>(key: K, past = 0): Record<FieldOf<K>, string> {
  const values = formValues[key] as Record<string, string>;
  const limits = forms[key].limits as Record<string, number>;
  return Object.fromEntries(
    forms[key].fields.map((field) => {
      const [length, valid] = [limits[field]! + past, values[field]!];
      if (field === 'email') return [field, `${'c'.repeat(length - valid.length)}${valid}`];
      // Cut anywhere, it may end in a space, which a trimmed field would drop: end it on a letter.
      return [
        field,
        valid
          .repeat(Math.ceil(length / valid.length))
          .slice(0, length)
          .replace(/\s$/, 'x'),
      ];
    }),
  ) as Record<FieldOf<K>, string>;
}

/**
 * What the functions receive for a form's values, in order: the home form's lead first, then the message; the
 * visitor wrote in the language of the page they sent it from (English unless named).
 */
export function deliveredFor<K extends FormKey>(key: K, values: Record<FieldOf<K>, string>, locale: Locale = 'en') {
  if (key === 'home') {
    const body = functionBody(homePayload(values as typeof homeFormValues, locale));
    return [
      { fn: 'submit-to-ghl', body },
      { fn: 'send-contact-email', body },
    ];
  }
  return [
    { fn: 'send-contact-email', body: functionBody(contactPagePayload(values as typeof contactPageValues, locale)) },
  ];
}
