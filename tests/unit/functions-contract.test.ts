/**
 * The functions check the body again with their own copy of the server's rules (they deploy without
 * the server's code). The copy must answer as the original does: a message the server accepted and
 * the function refused would end as a dead letter, and one the function let through that the server
 * would not is a hole in the contract.
 */
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../shared/schemas/fields.js';
import { DEFAULT_SOURCE, formSources, functionBody } from '../../shared/schemas/mapping.js';
import { contactPayloadLimits, parseContactPayload, parseLeadPayload } from '../../shared/schemas/payloads.js';
import {
  checkContactEmailBody,
  checkLeadBody,
  contactPageBodyLimits,
  DEFAULT_SOURCE as FUNCTIONS_DEFAULT_SOURCE,
  formSources as functionsFormSources,
  type Checked,
} from '../../supabase/functions/_shared/contract.js';

type ServerParse = typeof parseContactPayload;

const home = {
  name: 'Maria Lopez',
  email: 'maria.lopez@example.com',
  phone: '(727) 555-0199',
  message: 'My lower back has been stiff for a week.',
  source: 'contact-form',
};
const page = { ...home, name: 'Ana Ruiz', phone: '', message: 'Parking\n\nWhere do I park?', source: 'contact-page' };

/** Values at and across every rule's edge, and the characters the text rules are about. */
const tricky = [
  '',
  ' ',
  'A',
  'Al',
  '  Al  ',
  'x'.repeat(9),
  'x'.repeat(10),
  '727555019',
  '7275550199',
  '1'.repeat(20),
  '1'.repeat(21),
  'n'.repeat(201),
  'n'.repeat(202),
  'm'.repeat(2502),
  'm'.repeat(2503),
  `${'c'.repeat(243)}@example.com`,
  `${'c'.repeat(244)}@example.com`,
  'ana@example.com',
  ' ana@example.com ',
  'ana@@example.com',
  'Ana\nRuiz',
  'Ana\tRuiz and more',
  'line one\r\nline two, long enough',
  'bell\u0007 in the text here',
  'next line\u0085 in the text',
  'separator\u2028 in the text',
  'bidi \u202e override in text',
  'isolate \u2066 in the text',
  'half \ud800 of a character',
  'emoji 👋🏽 and more text',
  'zero\u200bwidth',
  'A\u200b',
  'Jose\u0301 Nin\u0303o',
  '\ufeffBOM at the start here',
  'word\u2060joiner text',
  'ZWJ \u200d and ZWNJ \u200c stay here',
  'مرحبا بكم في العيادة',
  '<script>alert(1)</script>',
];

const fields = ['name', 'email', 'phone', 'message'] as const;
const sources: unknown[] = [...formSources, undefined, 'elsewhere', 7];
const nonText: unknown[] = [undefined, null, 12, true, ['a'], { a: 1 }];

/** Every field of each base body replaced by every tricky and non-text value, under every source. */
function samples(): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const base of [home, page]) {
    for (const source of sources) {
      out.push({ ...base, source });
      for (const field of fields) {
        for (const value of [...tricky, ...nonText]) out.push({ ...base, source, [field]: value });
      }
    }
  }
  out.push({}, { name: 'Ana' }, { ...home, extra: 'ignored', admin: true });
  return out;
}

/** A small seeded generator: the same "random" bodies on every run. */
function seeded(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

function randomBodies(count: number): Record<string, unknown>[] {
  const next = seeded(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const pieces = [
    'a',
    'Z',
    ' ',
    '\n',
    '\t',
    '@',
    '.',
    'é',
    'e\u0301',
    '\u200b',
    '\u202a',
    '\u0000',
    '7',
    '-',
    '(',
    '😀',
  ];
  const text = () => Array.from({ length: Math.floor(next() * 16) }, () => pick(pieces)).join('');
  return Array.from({ length: count }, () => {
    const body: Record<string, unknown> = {};
    for (const field of fields) {
      const roll = next();
      body[field] = roll < 0.5 ? text() : roll < 0.9 ? pick(tricky) : pick(nonText);
    }
    body.source = pick(sources);
    if (next() < 0.3) body.email = `${text().replace(/[\s@]/g, '') || 'x'}@example.com`;
    return body;
  });
}

/** The server's answer in the function's terms. */
function serverAnswer(parse: ServerParse, input: unknown): Checked {
  const result = parse(input);
  return result.success ? { ok: true, body: result.data } : { ok: false, fields: fieldErrors(result.error.issues) };
}

const pairs: [string, ServerParse, (input: unknown) => Checked][] = [
  ['send-contact-email ⇔ /api/contact', parseContactPayload, checkContactEmailBody],
  ['submit-to-ghl ⇔ /api/lead', parseLeadPayload, checkLeadBody],
];

describe("the functions' contract is the server's payload rules", () => {
  it('names the same sources, default and limits', () => {
    expect(functionsFormSources).toEqual(formSources);
    expect(FUNCTIONS_DEFAULT_SOURCE).toBe(DEFAULT_SOURCE);
    expect(contactPageBodyLimits.name).toBe(contactPayloadLimits.name);
    expect(contactPageBodyLimits.message).toBe(contactPayloadLimits.message);
  });

  it.each(pairs)('%s: the same bodies accepted, with the same values, and the same fields refused', (_, server, fn) => {
    const bodies = [...samples(), ...randomBodies(3000)];
    let accepted = 0;
    for (const body of bodies) {
      const expected = serverAnswer(server, body);
      expect(fn(body), JSON.stringify(body)).toEqual(expected);
      if (expected.ok) accepted++;
    }
    // Both outcomes are well represented, or the comparison would prove little.
    expect(accepted).toBeGreaterThan(100);
    expect(bodies.length - accepted).toBeGreaterThan(1000);
  });

  it.each(pairs)('%s: whatever the server accepts and sends, the function accepts as it is', (_, server, fn) => {
    for (const body of [...samples(), ...randomBodies(3000)]) {
      const parsed = server(body);
      if (!parsed.success) continue;
      const sent = functionBody(parsed.data);
      expect(fn(JSON.parse(JSON.stringify(sent))), JSON.stringify(sent)).toEqual({ ok: true, body: sent });
    }
  });

  it('refuses a body that is not an object, naming the body', () => {
    for (const input of [null, 'text', 3, [home]]) {
      const checked = checkContactEmailBody(input);
      expect(checked.ok).toBe(false);
      expect(checked.ok ? {} : Object.keys(checked.fields)).toEqual(['body']);
    }
  });
});
