import { describe, expect, it } from 'vitest';
import { contactPageSchema, homeContactSchema } from '../../shared/schemas/forms.js';
import { fieldErrors } from '../../shared/schemas/fields.js';
import { contactPageValues, homeFormValues } from '../helpers/form-values.js';

const errorsOf = (schema: typeof homeContactSchema | typeof contactPageSchema, values: unknown) => {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error.issues);
};

describe('home contact form', () => {
  // A visitor's values, with each field that has a minimum exactly at it.
  const valid = { ...homeFormValues, name: 'Jo', phone: '7275550142', message: 'Neck pain.' };
  const errors = (patch: object) => errorsOf(homeContactSchema, { ...valid, ...patch });

  it('accepts values exactly at each minimum', () => {
    expect(homeContactSchema.safeParse(valid).success).toBe(true);
    expect(valid.name).toHaveLength(2);
    expect(valid.phone).toHaveLength(10);
    expect(valid.message).toHaveLength(10);
  });

  it('name: min 2 characters', () => {
    expect(errors({ name: 'J' })).toEqual({ name: 'Name must be at least 2 characters' });
    expect(errors({ name: '' })).toEqual({ name: 'Name must be at least 2 characters' });
    expect(errors({ name: undefined })).toEqual({ name: 'Name must be at least 2 characters' });
  });

  it('email: a valid address', () => {
    for (const email of ['', 'jo', 'jo@', 'jo@example', '@example.com', 'jo example@mail.com', 'jo@exa mple.com']) {
      expect(errors({ email })).toEqual({ email: 'Please enter a valid email address' });
    }
    for (const email of ['jo@example.com', 'jo.o+clinic@mail.example.co', "o'neil@example.org"]) {
      expect(errors({ email })).toEqual({});
    }
  });

  it('phone: min 10 characters', () => {
    expect(errors({ phone: '727555014' })).toEqual({ phone: 'Please enter a valid phone number' });
    expect(errors({ phone: '(727) 555-0142' })).toEqual({});
  });

  it('message: min 10 characters, several lines allowed', () => {
    expect(errors({ message: 'Neck pain' })).toEqual({ message: 'Message must be at least 10 characters' });
    expect(errors({ message: 'Line one\nline two\r\n\tindented' })).toEqual({});
  });

  it('reports every failing field at once, the first message per field', () => {
    expect(errorsOf(homeContactSchema, {})).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      message: 'Message must be at least 10 characters',
    });
  });

  it('rejects line breaks and control characters in single-line fields', () => {
    expect(errors({ name: 'Jo\nBcc: x@example.com' })).toEqual({ name: 'Name must be a single line of plain text' });
    expect(errors({ name: 'Jo\u0007' })).toEqual({ name: 'Name must be a single line of plain text' });
    expect(errors({ phone: '7275550142\r' })).toEqual({ phone: 'Phone must be a single line of plain text' });
    expect(errors({ email: 'jo@example.com\n' })).toEqual({ email: 'Please enter a valid email address' });
    expect(errors({ message: 'Neck pain.\u0000' })).toEqual({
      message: 'Message contains characters that are not allowed',
    });
  });

  it('drops unknown fields and does not trim', () => {
    const result = homeContactSchema.safeParse({ ...valid, name: ' Jo ', admin: true });
    expect(result.success && result.data).toEqual({ ...valid, name: ' Jo ' });
  });
});

describe('contact page form', () => {
  const valid = { firstName: 'Ana', lastName: '', email: 'ana@example.com', phone: '', subject: '', message: 'Hi' };
  const errors = (patch: object) => errorsOf(contactPageSchema, { ...valid, ...patch });

  it('trims every value', () => {
    const padded = Object.fromEntries(
      Object.entries(contactPageValues).map(([field, value]) => [field, `\n  ${value} `]),
    );
    const result = contactPageSchema.safeParse(padded);
    expect(result.success && result.data).toEqual(contactPageValues);
  });

  it('firstName: required, at most 100 characters', () => {
    expect(errors({ firstName: '' })).toEqual({ firstName: 'First name is required' });
    expect(errors({ firstName: '   ' })).toEqual({ firstName: 'First name is required' });
    expect(errors({ firstName: undefined })).toEqual({ firstName: 'First name is required' });
    expect(errors({ firstName: 'A' })).toEqual({});
    expect(errors({ firstName: 'a'.repeat(100) })).toEqual({});
    expect(errors({ firstName: 'a'.repeat(101) })).toEqual({
      firstName: 'First name must be less than 100 characters',
    });
    expect(errors({ firstName: ` ${'a'.repeat(100)} ` })).toEqual({});
  });

  it('lastName: optional, at most 100 characters', () => {
    expect(errors({ lastName: undefined })).toEqual({});
    expect(errors({ lastName: 'b'.repeat(100) })).toEqual({});
    expect(errors({ lastName: 'b'.repeat(101) })).toEqual({ lastName: 'Last name must be less than 100 characters' });
  });

  it('email: valid, at most 255 characters', () => {
    expect(errors({ email: '' })).toEqual({ email: 'Invalid email address' });
    expect(errors({ email: 'ana@' })).toEqual({ email: 'Invalid email address' });
    const at255 = `${'a'.repeat(243)}@example.com`;
    expect(at255).toHaveLength(255);
    expect(errors({ email: at255 })).toEqual({});
    expect(errors({ email: `a${at255}` })).toEqual({ email: 'Email must be less than 255 characters' });
  });

  it('phone: optional, at most 20 characters', () => {
    expect(errors({ phone: undefined })).toEqual({});
    expect(errors({ phone: '1'.repeat(20) })).toEqual({});
    expect(errors({ phone: '1'.repeat(21) })).toEqual({ phone: 'Phone must be less than 20 characters' });
  });

  it('subject: optional, at most 500 characters, one line', () => {
    expect(errors({ subject: undefined })).toEqual({});
    expect(errors({ subject: 's'.repeat(500) })).toEqual({});
    expect(errors({ subject: 's'.repeat(501) })).toEqual({ subject: 'Subject must be less than 500 characters' });
    expect(errors({ subject: 'Hello\nBcc: x@example.com' })).toEqual({
      subject: 'Subject must be a single line of plain text',
    });
  });

  it('message: required, at most 2000 characters', () => {
    expect(errors({ message: '' })).toEqual({ message: 'Message is required' });
    expect(errors({ message: ' \n ' })).toEqual({ message: 'Message is required' });
    expect(errors({ message: 'm' })).toEqual({});
    expect(errors({ message: 'm'.repeat(2000) })).toEqual({});
    expect(errors({ message: 'm'.repeat(2001) })).toEqual({ message: 'Message must be less than 2000 characters' });
  });

  it('names every failing field', () => {
    expect(
      errorsOf(contactPageSchema, {
        firstName: '',
        lastName: 'x'.repeat(101),
        email: 'no',
        phone: '1'.repeat(21),
        subject: 's'.repeat(501),
        message: '',
      }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name must be less than 100 characters',
      email: 'Invalid email address',
      phone: 'Phone must be less than 20 characters',
      subject: 'Subject must be less than 500 characters',
      message: 'Message is required',
    });
  });

  it('rejects control characters in the names and phone', () => {
    expect(errors({ firstName: 'Ana\tMaria' })).toEqual({
      firstName: 'First name must be a single line of plain text',
    });
    expect(errors({ lastName: 'Ruiz\u0085' })).toEqual({ lastName: 'Last name must be a single line of plain text' });
    expect(errors({ phone: '727\n555' })).toEqual({ phone: 'Phone must be a single line of plain text' });
  });
});
