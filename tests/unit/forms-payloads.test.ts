import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SOURCE,
  contactPagePayload,
  functionBody,
  homePayload,
  joinName,
  withSubject,
} from '../../shared/schemas/mapping.js';
import { parseContactPayload, parseLeadPayload } from '../../shared/schemas/payloads.js';
import { contactPageSchema } from '../../shared/schemas/forms.js';
import { fieldErrors } from '../../shared/schemas/fields.js';

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

  it("a mapped payload always passes the server's /api/contact rules, even at every maximum", () => {
    const longest = contactPageSchema.parse({
      firstName: 'a'.repeat(100),
      lastName: 'b'.repeat(100),
      email: `${'c'.repeat(243)}@example.com`,
      phone: '1'.repeat(20),
      subject: 's'.repeat(500),
      message: 'm'.repeat(2000),
    });
    const result = parseContactPayload(contactPagePayload(longest));
    expect(result.success).toBe(true);
  });
});

describe('home form mapping', () => {
  const values = { name: 'Jo Lee', email: 'jo@example.com', phone: '7275550142', message: 'Knee pain after running.' };

  it('adds source contact-form for both the lead and the contact message', () => {
    expect(homePayload(values)).toEqual({ ...values, source: 'contact-form' });
    expect(parseLeadPayload(homePayload(values)).success).toBe(true);
    expect(parseContactPayload(homePayload(values)).success).toBe(true);
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
    const bad = parseContactPayload({
      name: 'a'.repeat(202),
      email: 'jo@example.com',
      phone: '1'.repeat(21),
      message: 'm'.repeat(2503),
      source: 'contact-page',
    });
    expect(!bad.success && fieldErrors(bad.error.issues)).toEqual({
      name: 'Name must be at most 201 characters',
      phone: 'Phone must be less than 20 characters',
      message: 'Message must be at most 2502 characters',
    });
  });

  it('/api/lead needs all four home fields and drops unknown ones', () => {
    const result = parseLeadPayload({
      name: 'Jo Lee',
      email: 'jo@example.com',
      phone: '7275550142',
      message: 'Knee pain after running.',
      website: '',
      utm: 'x',
    });
    expect(result.success && result.data).toEqual({
      name: 'Jo Lee',
      email: 'jo@example.com',
      phone: '7275550142',
      message: 'Knee pain after running.',
      source: 'Website Contact Form',
    });
    const missing = parseLeadPayload({ name: 'Jo Lee', email: 'jo@example.com' });
    expect(!missing.success && Object.keys(fieldErrors(missing.error.issues))).toEqual(['phone', 'message']);
  });

  it('refuses a source it does not know', () => {
    const result = parseLeadPayload({
      name: 'Jo Lee',
      email: 'jo@example.com',
      phone: '7275550142',
      message: 'Knee pain after running.',
      source: 'x\r\nInjected: 1',
    });
    expect(!result.success && fieldErrors(result.error.issues)).toEqual({ source: 'Unknown source' });
  });
});
