/**
 * The functions check the body again with copies of the server's rules (they deploy without the server's
 * code). The copies must be the originals, and answer as they do: a message the server accepted and the
 * function refused would end as a dead letter, and one the function let through that the server would
 * not is a hole in the contract.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copiesDir, schemaCopies } from '../../scripts/functions/schema-copies.js';
import {
  contactPageLimits,
  fieldErrors,
  homeContactFields,
  homeContactLimits,
  homeContactMinimums,
} from '../../shared/schemas/fields.js';
import { formSources, functionBody } from '../../shared/schemas/mapping.js';
import { contactPayloadLimits, parseContactPayload, parseLeadPayload } from '../../shared/schemas/payloads.js';
import { checkContactEmailBody, checkLeadBody, type Checked } from '../../supabase/functions/_shared/contract.js';

type ServerParse = typeof parseContactPayload;

const home = {
  name: 'Maria Lopez',
  email: 'maria.lopez@example.com',
  phone: '(727) 555-0199',
  message: 'My lower back has been stiff for a week.',
  source: 'contact-form',
};
const page = { ...home, name: 'Ana Ruiz', phone: '', message: 'Parking\n\nWhere do I park?', source: 'contact-page' };

/** A value of `length` characters, and one a character longer. */
const edge = (char: string, length: number) => [char.repeat(length), char.repeat(length + 1)];
const emailOf = (length: number) => `${'c'.repeat(length - '@example.com'.length)}@example.com`;

/** Values at and across every rule's edge, and the characters the text rules are about. */
const tricky = [
  '',
  ' ',
  'A',
  ...edge('l', homeContactMinimums.name - 1),
  '  Al  ',
  ...edge('x', homeContactMinimums.message - 1),
  ...edge('7', homeContactMinimums.phone - 1),
  ...edge('1', homeContactLimits.phone),
  ...edge('n', homeContactLimits.name),
  ...edge('n', contactPayloadLimits.name),
  ...edge('m', homeContactLimits.message),
  ...edge('m', contactPayloadLimits.message),
  emailOf(contactPageLimits.email),
  emailOf(contactPageLimits.email + 1),
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

const fields = homeContactFields;
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
  it("carries the server's own rule modules, unchanged (npm run functions:schemas writes them)", () => {
    const copies = schemaCopies();
    expect(readdirSync(copiesDir).sort()).toEqual([...copies.keys()].sort());
    for (const [name, text] of copies) {
      expect(readFileSync(path.join(copiesDir, name), 'utf8'), `${name}: run npm run functions:schemas`).toBe(text);
    }
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
