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
import { contactPageLimits, fieldErrors } from '../../shared/schemas/fields.js';
import { uiTexts } from '../../client/texts/ui.js';
import {
  forms,
  homeFormEmptyErrors,
  homeFormValues,
  leadPayloadValues,
  valuesAtLimits,
} from '../helpers/form-values.js';

const english = uiTexts.en.forms.validation;
const spanish = uiTexts.es.forms.validation;

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

  it('maps the trimmed form values to the payload with source contact-page and the visitor’s language', () => {
    const parsed = contactPageSchema.parse({
      firstName: ' Ana ',
      lastName: 'Ruiz',
      email: 'ana@example.com ',
      phone: '',
      subject: ' Parking ',
      message: 'Where do I park?',
    });
    expect(contactPagePayload(parsed, 'en')).toEqual({
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      phone: '',
      message: 'Parking\n\nWhere do I park?',
      source: 'contact-page',
      language: 'en',
    });
    expect(contactPagePayload(parsed, 'es').language).toBe('es');
  });
});

describe('home form mapping', () => {
  const values = z.parse(homeContactSchema, homeFormValues);

  it('adds source contact-form and the language for both the lead and the contact message', () => {
    const payload = homePayload(values, 'es');
    expect(payload).toMatchObject({
      name: values.name,
      email: values.email,
      phone: values.phone,
      source: 'contact-form',
      language: 'es',
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
    expect(parse(map(longest as never, 'en'), english).error?.issues).toBeUndefined();
  });
});

describe('function body', () => {
  it('is {name, email, phone, message, source, language}, absent values empty, the default source and English', () => {
    expect(functionBody({ name: 'A', email: 'a@example.com' })).toEqual({
      name: 'A',
      email: 'a@example.com',
      phone: '',
      message: '',
      source: 'Website Contact Form',
      language: 'en',
    });
    expect(DEFAULT_SOURCE).toBe('Website Contact Form');
    const full = {
      name: 'A',
      email: 'a@example.com',
      phone: '1',
      message: 'm',
      source: 'contact-page',
      language: 'es' as const,
    };
    expect(Object.keys(functionBody(full))).toEqual(['name', 'email', 'phone', 'message', 'source', 'language']);
    expect(functionBody(full)).toEqual(full);
  });
});

describe('API payload validation', () => {
  it('/api/contact uses the home rules for source contact-form', () => {
    const body = { name: 'J', email: 'x', phone: '1', message: 'short', source: 'contact-form' };
    const result = parseContactPayload(body, english);
    expect(!result.success && fieldErrors(result.error.issues)).toEqual({
      name: english.home.name.required,
      email: english.home.email.required,
      phone: english.home.phone.required,
      message: english.home.message.required,
    });
    const inSpanish = parseContactPayload(body, spanish);
    expect(!inSpanish.success && fieldErrors(inSpanish.error.issues)).toEqual({
      name: spanish.home.name.required,
      email: spanish.home.email.required,
      phone: spanish.home.phone.required,
      message: spanish.home.message.required,
    });
  });

  it("/api/contact uses the contact page's rules otherwise, with the default source", () => {
    const ok = parseContactPayload({ name: 'Jo', email: 'jo@example.com', message: 'Hi' }, english);
    expect(ok.success && ok.data).toEqual({
      name: 'Jo',
      email: 'jo@example.com',
      phone: '',
      message: 'Hi',
      source: 'Website Contact Form',
      language: 'en',
    });
    // One past each limit of the mapped payload: the joined name, the phone, the message with its subject.
    const tooLong = {
      name: 'a'.repeat(contactPayloadLimits.name + 1),
      email: 'jo@example.com',
      phone: '1'.repeat(contactPageLimits.phone + 1),
      message: 'm'.repeat(contactPayloadLimits.message + 1),
      source: 'contact-page',
    };
    for (const texts of [english, spanish]) {
      const bad = parseContactPayload(tooLong, texts);
      const errors = bad.success ? {} : fieldErrors(bad.error.issues);
      expect(Object.keys(errors)).toEqual(['name', 'phone', 'message']);
      expect(errors.name).toBe(texts.contactPayload.name.max);
      expect(errors.name).toContain(String(contactPayloadLimits.name));
      expect(errors.phone).toBe(texts.contactPage.phone.max);
      expect(errors.message).toBe(texts.contactPayload.message.max);
      expect(errors.message).toContain(String(contactPayloadLimits.message));
    }
  });

  it('/api/lead needs every required home field and drops unknown ones', () => {
    const { source: _source, language: _language, ...fields } = leadPayloadValues;
    const result = parseLeadPayload({ ...fields, website: '', utm: 'x' }, english);
    expect(result.success && result.data).toEqual({ ...fields, source: DEFAULT_SOURCE, language: 'en' });
    const missing = parseLeadPayload({ name: fields.name, email: fields.email }, english);
    const required = Object.keys(fields).filter(
      (field) => homeFormEmptyErrors[field as keyof typeof homeFormEmptyErrors] !== null,
    );
    expect(!missing.success && Object.keys(fieldErrors(missing.error.issues))).toEqual(
      required.filter((field) => field !== 'name' && field !== 'email'),
    );
  });

  it('refuses a source it does not know', () => {
    const result = parseLeadPayload({ ...leadPayloadValues, source: 'x\r\nInjected: 1' }, english);
    expect(!result.success && fieldErrors(result.error.issues)).toEqual({ source: english.source });
    const inSpanish = parseLeadPayload({ ...leadPayloadValues, source: 'x' }, spanish);
    expect(!inSpanish.success && fieldErrors(inSpanish.error.issues)).toEqual({ source: spanish.source });
  });

  it('takes a language the site has, English when none is named; without texts, names the rule each field broke', () => {
    const { language: _language, ...named } = leadPayloadValues;
    expect(parseLeadPayload(named).data?.language).toBe('en');
    expect(parseLeadPayload({ ...named, language: 'es' }).data?.language).toBe('es');
    const unknown = parseLeadPayload({ ...named, name: 'J', phone: '1'.repeat(21), language: 'fr' });
    expect(!unknown.success && fieldErrors(unknown.error.issues)).toEqual({
      name: 'required',
      phone: 'max',
      language: 'option',
    });
  });
});
