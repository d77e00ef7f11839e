import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SOURCE,
  contactPagePayload,
  functionBody,
  homePayload,
  joinName,
  withSubject,
} from '../../shared/schemas/mapping.js';
import { contactPayloadLimits, parseContactPayload, parseLeadPayload } from '../../shared/schemas/payloads.js';
import { contactPageSchema, homeContactSchema } from '../../shared/schemas/forms.js';
import * as z from 'zod/mini';
import { contactPageLimits, contactPageMessages, fieldErrors } from '../../shared/schemas/fields.js';
import {
  forms,
  homeFormEmptyErrors,
  homeFormValues,
  leadPayloadValues,
  valuesAtLimits,
} from '../helpers/form-values.js';

describe('contact page mapping to the function payload', () => {
  it('joins first and last name with one space, or uses the first name alone', () => {
    expect(joinName('Ana', 'Ruiz')).toBe('Ana Ruiz');
    expect(joinName('Ana', '')).toBe('Ana');
    expect(joinName(' Ana ', '  ')).toBe('Ana');
    expect(joinName('Mary Ann', 'de la Cruz')).toBe('Mary Ann de la Cruz');
  });

  it('prefixes the message with the subject and a blank line when a subject is given', () => {
    expect(withSubject('Insurance question', 'Do you take HSA cards?')).toBe(
      'Insurance question\n\nDo you take HSA cards?',
    );
    expect(withSubject('', 'Do you take HSA cards?')).toBe('Do you take HSA cards?');
    expect(withSubject('   ', 'Body')).toBe('Body');
  });

  it('maps the trimmed form values to the payload with source contact-page', () => {
    const parsed = contactPageSchema.parse({
      firstName: ' Ana ',
      lastName: 'Ruiz',
      email: 'ana@example.com ',
      phone: '',
      subject: ' Parking ',
      message: 'Where do I park?',
    });
    expect(contactPagePayload(parsed)).toEqual({
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      phone: '',
      message: 'Parking\n\nWhere do I park?',
      source: 'contact-page',
    });
  });
});

describe('home form mapping', () => {
  const values = z.parse(homeContactSchema, homeFormValues);

  it('adds source contact-form for both the lead and the contact message', () => {
    const payload = homePayload(values);
    expect(payload).toMatchObject({
      name: values.name,
      email: values.email,
      phone: values.phone,
      source: 'contact-form',
    });
    expect(payload.message).toContain(values.message);
    expect(parseLeadPayload(payload).success).toBe(true);
    expect(parseContactPayload(payload).success).toBe(true);
  });
});

describe.each([
  { key: 'home' as const, map: homePayload, parse: parseLeadPayload, api: '/api/lead' },
  {
    key: 'contact-page' as const,
    map: contactPagePayload,
    parse: parseContactPayload,
    api: '/api/contact',
  },
])('the $key form at every maximum', ({ key, map, parse, api }) => {
  it(`is accepted, and its mapped payload passes the server's ${api} rules`, () => {
    const longest = z.parse(forms[key].schema, valuesAtLimits(key));
    expect(parse(map(longest as never)).error?.issues).toBeUndefined();
  });
});

describe('function body', () => {
  it('is {name, email, phone, message, source}, with absent values as empty strings and the default source', () => {
    expect(functionBody({ name: 'A', email: 'a@example.com' })).toEqual({
      name: 'A',
      email: 'a@example.com',
      phone: '',
      message: '',
      source: 'Website Contact Form',
    });
    expect(DEFAULT_SOURCE).toBe('Website Contact Form');
    const full = { name: 'A', email: 'a@example.com', phone: '1', message: 'm', source: 'contact-page' };
    expect(Object.keys(functionBody(full))).toEqual(['name', 'email', 'phone', 'message', 'source']);
    expect(functionBody(full)).toEqual(full);
  });
});

describe('API payload validation', () => {
  it('/api/contact uses the home rules for source contact-form', () => {
    const result = parseContactPayload({ name: 'J', email: 'x', phone: '1', message: 'short', source: 'contact-form' });
    expect(!result.success && fieldErrors(result.error.issues)).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      message: 'Message must be at least 10 characters',
    });
  });

  it("/api/contact uses the contact page's rules otherwise, with the default source", () => {
    const ok = parseContactPayload({ name: 'Jo', email: 'jo@example.com', message: 'Hi' });
    expect(ok.success && ok.data).toEqual({
      name: 'Jo',
      email: 'jo@example.com',
      phone: '',
      message: 'Hi',
      source: 'Website Contact Form',
    });
    // One past each limit of the mapped payload: the joined name, the phone, the message with its subject.
    const bad = parseContactPayload({
      name: 'a'.repeat(contactPayloadLimits.name + 1),
      email: 'jo@example.com',
      phone: '1'.repeat(contactPageLimits.phone + 1),
      message: 'm'.repeat(contactPayloadLimits.message + 1),
      source: 'contact-page',
    });
    const errors = bad.success ? {} : fieldErrors(bad.error.issues);
    expect(Object.keys(errors)).toEqual(['name', 'phone', 'message']);
    expect(errors.name).toContain(String(contactPayloadLimits.name));
    expect(errors.phone).toBe(contactPageMessages.phoneMax);
    expect(errors.message).toContain(String(contactPayloadLimits.message));
  });

  it('/api/lead needs every required home field and drops unknown ones', () => {
    const { source: _source, ...fields } = leadPayloadValues;
    const result = parseLeadPayload({ ...fields, website: '', utm: 'x' });
    expect(result.success && result.data).toEqual({ ...fields, source: DEFAULT_SOURCE });
    const missing = parseLeadPayload({ name: fields.name, email: fields.email });
    const required = Object.keys(fields).filter(
      (field) => homeFormEmptyErrors[field as keyof typeof homeFormEmptyErrors] !== null,
    );
    expect(!missing.success && Object.keys(fieldErrors(missing.error.issues))).toEqual(
      required.filter((field) => field !== 'name' && field !== 'email'),
    );
  });

  it('refuses a source it does not know', () => {
    const result = parseLeadPayload({ ...leadPayloadValues, source: 'x\r\nInjected: 1' });
    expect(!result.success && fieldErrors(result.error.issues)).toEqual({ source: 'Unknown source' });
  });
});
