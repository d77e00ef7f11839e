import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { contactPageLimits, fieldErrors } from '../../shared/schemas/fields.js';
import { contactPageSchema, homeContactSchema } from '../../shared/schemas/forms.js';
import { errorMap, formMessages, ruleOf, type FormMessages } from '../../shared/schemas/messages.js';
import { contactPayloadSchema, leadPayloadSchema } from '../../shared/schemas/payloads.js';
import { cleanText, isPlainText, visitorText } from '../../shared/schemas/text.js';
import { uiTexts } from '../../client/texts/ui.js';
import { contactPageValues, contactPayloadValues, homeFormValues, leadPayloadValues } from '../helpers/form-values.js';

/** What visitors write, in the scripts the clinic hears from, each already in NFC. */
const written = {
  spanish: { name: 'José Ñúñez Peña', message: '¿Atienden los sábados? Me duele la espalda desde el lunes, señora.' },
  vietnamese: { name: 'Nguyễn Thị Minh Khai', message: 'Tôi bị đau lưng dưới đã một tuần, xin cho tôi đặt lịch hẹn.' },
  arabic: { name: 'محمد عبد الله الأحمد', message: 'أعاني من ألم في أسفل الظهر منذ أسبوع. هل يمكنني حجز موعد؟' },
  emoji: {
    name: 'Ana 🌸',
    // A family (ZWJ sequence), a skin tone, a flag, a rainbow flag (ZWJ and a variation selector), Scotland (tag characters).
    message: 'Thanks for everything 👨‍👩‍👧 👍🏽 🇺🇸 🏳️‍🌈 🏴󠁧󠁢󠁳󠁣󠁴󠁿 see you soon!',
  },
  // The zero-width non-joiner is part of Persian spelling, the joiner of Devanagari's half forms.
  persian: { name: 'نسرین', message: 'می‌خواهم برای کمر درد وقت بگیرم.' },
  hindi: { name: 'क्‍षमा शर्मा', message: 'मेरी पीठ में एक हफ़्ते से दर्द है।' },
  // Right-to-left marks that keyboards type beside Arabic punctuation and numbers.
  arabicMarks: { name: 'سارة\u200f', message: 'رقمي \u200f727-555-0142\u200f من فضلك اتصل بي.' },
};

const BIDI_CONTROLS = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069].map((code) =>
  String.fromCharCode(code),
);
const LONE_SURROGATES = ['\ud83d', '\ude00', '\ude00\ud83d', 'a\udbffb'];
const REMOVED_INVISIBLES = ['\u200b', '\u2060', '\ufeff'];

const nfd = (text: string) => text.normalize('NFD');

const english = uiTexts.en.forms.validation;

describe('visitor text, the piece every text field starts with', () => {
  const field = visitorText();
  // A field's own words for what it requires, and the formatting message every field shares.
  const words: Record<string, string> = { formatting: english.formatting, required: 'Required' };
  const parse = (value: unknown) => field.safeParse(value, { error: (issue) => words[ruleOf(issue)] });

  it('keeps what people write in any script, emoji and their joiners included', () => {
    expect(written.emoji.message).toContain('\u200d');
    expect(written.persian.message).toContain('\u200c');
    expect(written.hindi.name).toContain('\u200d');
    for (const { name, message } of Object.values(written)) {
      for (const text of [name, message]) {
        expect(text).toBe(text.normalize('NFC'));
        expect(parse(text)).toEqual({ success: true, data: text });
      }
    }
  });

  it('stores a decomposed letter and its accent as the one composed letter (NFC)', () => {
    const typed = nfd(written.spanish.name);
    expect(typed).not.toBe(written.spanish.name);
    expect(typed.length).toBeGreaterThan(written.spanish.name.length);
    expect(parse(typed)).toEqual({ success: true, data: written.spanish.name });
    expect(parse(nfd(written.vietnamese.message))).toEqual({ success: true, data: written.vietnamese.message });
  });

  it('refuses every bidi embedding, override and isolate with the formatting message', () => {
    for (const control of BIDI_CONTROLS) {
      const result = parse(`Maria ${control}zepoL`);
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((issue) => issue.message)).toEqual([english.formatting]);
      expect(isPlainText(control)).toBe(false);
    }
  });

  it('refuses half a character (a lone surrogate) and keeps whole ones', () => {
    for (const broken of LONE_SURROGATES) {
      expect(isPlainText(broken)).toBe(false);
      expect(parse(`Hello ${broken}`).error!.issues[0]!.message).toBe(english.formatting);
    }
    expect(isPlainText('\ud83d\ude00')).toBe(true);
  });

  it('removes the zero-width space, word joiner and byte order mark, and keeps the joiner and non-joiner', () => {
    for (const invisible of REMOVED_INVISIBLES) {
      expect(parse(`Ma${invisible}ria${invisible}`)).toEqual({ success: true, data: 'Maria' });
    }
    expect(cleanText('a\u200db\u200cc')).toBe('a\u200db\u200cc');
  });

  it('answers a value that is not text with the field’s own message, as before', () => {
    for (const value of [undefined, null, 42, true, ['Ana'], { toString: 'Ana' }]) {
      expect(parse(value).error!.issues.map((issue) => issue.message)).toEqual(['Required']);
    }
  });
});

/** Every schema with text fields, a valid value for each field (the source and language are enums, not text). */
const withoutSource = ({
  source: _source,
  language: _language,
  ...values
}: { source: string; language: string } & Record<string, string>) => values;
const schemas: { name: string; schema: z.ZodMiniObject; messages: FormMessages; valid: Record<string, string> }[] = [
  { name: 'the home form', schema: homeContactSchema, messages: formMessages(english, 'home'), valid: homeFormValues },
  {
    name: 'the contact page form',
    schema: contactPageSchema,
    messages: formMessages(english, 'contactPage'),
    valid: contactPageValues,
  },
  {
    name: 'the /api/contact payload',
    schema: contactPayloadSchema,
    messages: formMessages(english, 'contactPayload'),
    valid: withoutSource(contactPayloadValues),
  },
  {
    name: 'the /api/lead payload',
    schema: leadPayloadSchema,
    messages: formMessages(english, 'home'),
    valid: withoutSource(leadPayloadValues),
  },
];

describe.each(schemas)('every text field of $name', ({ schema, messages, valid }) => {
  // The source and the language are options, not text.
  const textFields = Object.keys(schema.shape).filter((key) => key !== 'source' && key !== 'language');
  const errors = (values: object) => {
    const result = schema.safeParse(values, { error: errorMap(messages) });
    return result.success ? {} : fieldErrors(result.error.issues);
  };

  it('has a valid value here, so the table covers every field the schema has', () => {
    expect(Object.keys(valid).sort()).toEqual(textFields.sort());
    expect(errors(valid)).toEqual({});
  });

  it('is refused with the formatting message, naming the field, for a bidi control or a lone surrogate', () => {
    for (const field of textFields) {
      for (const bad of [...BIDI_CONTROLS, ...LONE_SURROGATES]) {
        const value = valid[field]!;
        expect(
          errors({ ...valid, [field]: `${value}${bad}` }),
          `${field} with U+${bad.charCodeAt(0).toString(16)}`,
        ).toEqual({
          [field]: english.formatting,
        });
      }
    }
  });

  it('is stored in NFC without invisibles', () => {
    for (const field of textFields) {
      const value = valid[field]!;
      const result = schema.safeParse({
        ...valid,
        [field]: `\u200b${nfd(value)}\ufeff`,
      });
      expect(result.success, field).toBe(true);
      expect(result.data![field]).toBe(value);
    }
  });
});

describe('the forms’ rules count the text as it is kept', () => {
  it('a decomposed Ñ is one character: too short for the home form’s name', () => {
    const name = nfd('Ñ');
    expect(name).toHaveLength(2);
    const result = homeContactSchema.safeParse(
      { ...schemas[0]!.valid, name },
      { error: errorMap(schemas[0]!.messages) },
    );
    expect(fieldErrors(result.error!.issues)).toEqual({ name: english.home.name.required });
  });

  it('a first name of the largest length, typed decomposed, fits', () => {
    const firstName = 'é'.repeat(contactPageLimits.firstName);
    const result = contactPageSchema.safeParse({ ...schemas[1]!.valid, firstName: nfd(firstName) });
    expect(result.success && result.data.firstName).toBe(firstName);
  });

  it('invisibles around a contact-page value are gone before it is trimmed', () => {
    const result = contactPageSchema.safeParse({ ...schemas[1]!.valid, firstName: ' \u200b Sam \u2060' });
    expect(result.success && result.data.firstName).toBe('Sam');
    const empty = contactPageSchema.safeParse({ ...schemas[1]!.valid, lastName: '\u200b' });
    expect(empty.success && empty.data.lastName).toBe('');
  });
});
