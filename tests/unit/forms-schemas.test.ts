import { describe, expect, it } from 'vitest';
import { contactPageSchema, homeContactSchema } from '../../shared/schemas/forms.js';
import { fieldErrors } from '../../shared/schemas/fields.js';
import { uiTexts } from '../../client/texts/ui.js';
import { contactPageValues, homeFormValues, parseForm, type FormKey } from '../helpers/form-values.js';

const errorsOf = (form: FormKey, values: unknown, locale: 'en' | 'es' = 'en') => {
  const result = parseForm(form, values, locale);
  return result.success ? {} : fieldErrors(result.error.issues);
};
const { home, contactPage: page } = uiTexts.en.forms.validation;

describe('home contact form', () => {
  // A visitor's values, with each field that has a minimum exactly at it.
  const valid = { ...homeFormValues, name: 'Jo', phone: '7275550142', message: 'Neck pain.' };
  const errors = (patch: object) => errorsOf('home', { ...valid, ...patch });

  it('accepts values exactly at each minimum', () => {
    expect(homeContactSchema.safeParse(valid).success).toBe(true);
    expect(valid.name).toHaveLength(2);
    expect(valid.phone).toHaveLength(10);
    expect(valid.message).toHaveLength(10);
  });

  it('name: min 2 characters', () => {
    expect(errors({ name: 'J' })).toEqual({ name: home.name.required });
    expect(errors({ name: '' })).toEqual({ name: home.name.required });
    expect(errors({ name: undefined })).toEqual({ name: home.name.required });
  });

  it('email: a valid address', () => {
    for (const email of ['', 'jo', 'jo@', 'jo@example', '@example.com', 'jo example@mail.com', 'jo@exa mple.com']) {
      expect(errors({ email })).toEqual({ email: home.email.required });
    }
    for (const email of ['jo@example.com', 'jo.o+clinic@mail.example.co', "o'neil@example.org"]) {
      expect(errors({ email })).toEqual({});
    }
  });

  it('phone: min 10 characters', () => {
    expect(errors({ phone: '727555014' })).toEqual({ phone: home.phone.required });
    expect(errors({ phone: '(727) 555-0142' })).toEqual({});
  });

  it('message: min 10 characters, several lines allowed', () => {
    expect(errors({ message: 'Neck pain' })).toEqual({ message: home.message.required });
    expect(errors({ message: 'Line one\nline two\r\n\tindented' })).toEqual({});
  });

  it('reports every failing field at once, the first message per field', () => {
    expect(errorsOf('home', {})).toEqual({
      name: home.name.required,
      email: home.email.required,
      phone: home.phone.required,
      message: home.message.required,
    });
  });

  it('rejects line breaks and control characters in single-line fields', () => {
    expect(errors({ name: 'Jo\nBcc: x@example.com' })).toEqual({ name: home.name.line });
    expect(errors({ name: 'Jo\u0007' })).toEqual({ name: home.name.line });
    expect(errors({ phone: '7275550142\r' })).toEqual({ phone: home.phone.line });
    expect(errors({ email: 'jo@example.com\n' })).toEqual({ email: home.email.required });
    expect(errors({ message: 'Neck pain.\u0000' })).toEqual({
      message: home.message.line,
    });
  });

  it('drops unknown fields and does not trim', () => {
    const result = homeContactSchema.safeParse({ ...valid, name: ' Jo ', admin: true });
    expect(result.success && result.data).toEqual({ ...valid, name: ' Jo ' });
  });
});

describe('contact page form', () => {
  const valid = { firstName: 'Ana', lastName: '', email: 'ana@example.com', phone: '', subject: '', message: 'Hi' };
  const errors = (patch: object) => errorsOf('contact-page', { ...valid, ...patch });

  it('trims every value', () => {
    const padded = Object.fromEntries(
      Object.entries(contactPageValues).map(([field, value]) => [field, `\n  ${value} `]),
    );
    const result = contactPageSchema.safeParse(padded);
    expect(result.success && result.data).toEqual(contactPageValues);
  });

  it('firstName: required, at most 100 characters', () => {
    expect(errors({ firstName: '' })).toEqual({ firstName: page.firstName.required });
    expect(errors({ firstName: '   ' })).toEqual({ firstName: page.firstName.required });
    expect(errors({ firstName: undefined })).toEqual({ firstName: page.firstName.required });
    expect(errors({ firstName: 'A' })).toEqual({});
    expect(errors({ firstName: 'a'.repeat(100) })).toEqual({});
    expect(errors({ firstName: 'a'.repeat(101) })).toEqual({
      firstName: page.firstName.max,
    });
    expect(errors({ firstName: ` ${'a'.repeat(100)} ` })).toEqual({});
  });

  it('lastName: optional, at most 100 characters', () => {
    expect(errors({ lastName: undefined })).toEqual({});
    expect(errors({ lastName: 'b'.repeat(100) })).toEqual({});
    expect(errors({ lastName: 'b'.repeat(101) })).toEqual({ lastName: page.lastName.max });
  });

  it('email: valid, at most 255 characters', () => {
    expect(errors({ email: '' })).toEqual({ email: page.email.required });
    expect(errors({ email: 'ana@' })).toEqual({ email: page.email.required });
    const at255 = `${'a'.repeat(243)}@example.com`;
    expect(at255).toHaveLength(255);
    expect(errors({ email: at255 })).toEqual({});
    expect(errors({ email: `a${at255}` })).toEqual({ email: page.email.max });
  });

  it('phone: optional, at most 20 characters', () => {
    expect(errors({ phone: undefined })).toEqual({});
    expect(errors({ phone: '1'.repeat(20) })).toEqual({});
    expect(errors({ phone: '1'.repeat(21) })).toEqual({ phone: page.phone.max });
  });

  it('subject: optional, at most 500 characters, one line', () => {
    expect(errors({ subject: undefined })).toEqual({});
    expect(errors({ subject: 's'.repeat(500) })).toEqual({});
    expect(errors({ subject: 's'.repeat(501) })).toEqual({ subject: page.subject.max });
    expect(errors({ subject: 'Hello\nBcc: x@example.com' })).toEqual({
      subject: page.subject.line,
    });
  });

  it('message: required, at most 2000 characters', () => {
    expect(errors({ message: '' })).toEqual({ message: page.message.required });
    expect(errors({ message: ' \n ' })).toEqual({ message: page.message.required });
    expect(errors({ message: 'm' })).toEqual({});
    expect(errors({ message: 'm'.repeat(2000) })).toEqual({});
    expect(errors({ message: 'm'.repeat(2001) })).toEqual({ message: page.message.max });
  });

  it('names every failing field', () => {
    expect(
      errorsOf('contact-page', {
        firstName: '',
        lastName: 'x'.repeat(101),
        email: 'no',
        phone: '1'.repeat(21),
        subject: 's'.repeat(501),
        message: '',
      }),
    ).toEqual({
      firstName: page.firstName.required,
      lastName: page.lastName.max,
      email: page.email.required,
      phone: page.phone.max,
      subject: page.subject.max,
      message: page.message.required,
    });
  });

  it('rejects control characters in the names and phone', () => {
    expect(errors({ firstName: 'Ana\tMaria' })).toEqual({
      firstName: page.firstName.line,
    });
    expect(errors({ lastName: 'Ruiz\u0085' })).toEqual({ lastName: page.lastName.line });
    expect(errors({ phone: '727\n555' })).toEqual({ phone: page.phone.line });
  });
});

describe('one schema per form, its words chosen as it parses', () => {
  const spanish = uiTexts.es.forms.validation;

  it('words every rule of the home form in Spanish for a Spanish page', () => {
    const valid = homeFormValues;
    const errors = (patch: object) => errorsOf('home', { ...valid, ...patch }, 'es');
    expect(errorsOf('home', {}, 'es')).toEqual({
      name: spanish.home.name.required,
      email: spanish.home.email.required,
      phone: spanish.home.phone.required,
      message: spanish.home.message.required,
    });
    expect(errors({ name: 'n'.repeat(101) })).toEqual({ name: spanish.home.name.max });
    expect(errors({ name: 'Jo\nBcc: x@example.com' })).toEqual({ name: spanish.home.name.line });
    expect(errors({ message: 'Neck pain.\u0000' })).toEqual({ message: spanish.home.message.line });
    expect(errors({ name: 'Ana\u202e' })).toEqual({ name: spanish.formatting });
  });

  it('words every rule of the contact page form in Spanish, optional fields too', () => {
    const valid = contactPageValues;
    const errors = (patch: object) => errorsOf('contact-page', { ...valid, ...patch }, 'es');
    expect(errors({ firstName: ' ', email: 'no', message: '' })).toEqual({
      firstName: spanish.contactPage.firstName.required,
      email: spanish.contactPage.email.required,
      message: spanish.contactPage.message.required,
    });
    expect(errors({ lastName: 'b'.repeat(101), subject: 'Hi\nthere', phone: 42 })).toEqual({
      lastName: spanish.contactPage.lastName.max,
      subject: spanish.contactPage.subject.line,
      // Not text, in a field with no requirement: its limit's words, as in English.
      phone: spanish.contactPage.phone.max,
    });
  });

  it('gives the same fields in each language, in different words', () => {
    for (const form of ['home', 'contact-page'] as const) {
      const english = errorsOf(form, {});
      const inSpanish = errorsOf(form, {}, 'es');
      expect(Object.keys(inSpanish)).toEqual(Object.keys(english));
      for (const field of Object.keys(english)) expect(inSpanish[field]).not.toBe(english[field]);
    }
  });

  it('holds no words of its own: a parse given none says only which rule each field broke', () => {
    const issues = homeContactSchema.safeParse({ name: 'J', email: 'jo@example.com', phone: 42 }).error!.issues;
    const words = [...Object.values(uiTexts.en.forms.validation.home), ...Object.values(spanish.home)].flatMap(
      (messages) => Object.values(messages),
    );
    for (const issue of issues) expect(words).not.toContain(issue.message);
    expect(contactPageSchema.safeParse({}).success).toBe(false);
  });
});
