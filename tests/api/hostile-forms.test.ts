import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import request, { type Response } from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validationMessage } from '../../server/forms/answers.js';
import { createFunctionsClient } from '../../server/functions/client.js';
import { createSupabaseClient } from '../../server/supabase.js';
import {
  contactPageFields,
  contactPageLimits,
  fieldErrors,
  homeContactFields,
  homeContactLimits,
  type ContactPageValues,
  type HomeContactValues,
} from '../../shared/schemas/fields.js';
import { formPosts, type FormId, type FormResult } from '../../shared/schemas/form-posts.js';
import { contactPageSchema, homeContactSchema } from '../../shared/schemas/forms.js';
import { contactPagePayload, DEFAULT_SOURCE, functionBody, homePayload } from '../../shared/schemas/mapping.js';
import { errorMap, formMessages } from '../../shared/schemas/messages.js';
import { uiTexts } from '../../client/texts/ui.js';
import {
  contactPayloadLimits,
  contactPayloadSchema,
  leadPayloadLimits,
  leadPayloadSchema,
} from '../../shared/schemas/payloads.js';
import { anyFormResultOf } from '../helpers/islands.js';
import { startSupabaseStandIn, type StandIn } from '../../tools/supabase-standin.js';
import { buildTestApp } from '../helpers/app.js';
import { contactPageValues, contactPayloadValues, homeFormValues, leadPayloadValues } from '../helpers/form-values.js';
import { NO_LIMIT } from '../helpers/patience.js';

/**
 * Hostile traffic against every form endpoint of the real app: the JSON API, and each form's page taking
 * the browser's JSON and a native urlencoded post. Whatever is sent: never a 5xx, never markup of the
 * visitor's in a page, a refusal names its field, an accepted message reaches the functions once, as the
 * normalised text, and a refused native post shows everything the visitor sent again.
 */

let standIn: StandIn;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  standIn = await startSupabaseStandIn();
});
afterAll(async () => {
  await standIn.close();
  await window.happyDOM.close();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  standIn.reset();
});

async function setup() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hostile-forms-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const built = buildTestApp({
    // Retries far off: a stored message stays in the outbox for the test to read.
    env: { DATA_DIR: dataDir, OUTBOX_RETRY_BASE_MS: '600000', RATE_LIMIT_MAX: '1000000' },
    // No time limit on the calls: a slow machine only makes them slower.
    functions: createFunctionsClient(createSupabaseClient(standIn), { timeoutMs: NO_LIMIT }),
  });
  await built.outbox.start();
  cleanups.push(() => built.outbox.stop());
  const outboxDir = path.join(dataDir, 'outbox');
  const stored = async () => {
    const files = (await readdir(outboxDir)).filter((f) => f.endsWith('.json'));
    return Promise.all(
      files.map(async (f) => JSON.parse(await readFile(path.join(outboxDir, f), 'utf8')) as { body: unknown }),
    );
  };
  return { ...built, stored };
}

// Written as they arrive, never evaluated: the template markers must come back as these very characters.
const injections = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(document.cookie)//'><svg onload=alert(1)>",
  "' OR 1=1 --",
  '1; DROP TABLE leads',
  '{{7*7}}',
  '${7*7}',
  '<%= 7*7 %>',
];
/** Both fit a phone field: 10 characters or more, 20 at most. */
const sqlPhones = ["' OR 1=1 --", '1; DROP TABLE leads'];

type Values = Record<string, string>;
type Issues = readonly { path: readonly PropertyKey[]; message: string }[];
/** The API hands the functions its values as they are, with the default source. */
const apiBody = (values: Values) => functionBody({ ...(values as HomeContactValues), source: DEFAULT_SOURCE });
type Call = { fn: string; body: unknown };

const english = uiTexts.en.forms.validation;
type Schema = { safeParse(input: unknown, params: { error: ReturnType<typeof errorMap> }): unknown };
/** A schema's rules with the English messages, as the English pages and the API without a language word them. */
const inEnglish = (schema: Schema, form: 'home' | 'contactPage' | 'contactPayload') => ({
  safeParse: (input: unknown) =>
    schema.safeParse(input, { error: errorMap(formMessages(english, form)) }) as {
      success: boolean;
      error?: { issues: Issues };
    },
});

/** One way in: an address, how the body travels, the rules and what the functions receive. */
type Target = {
  name: string;
  path: string;
  /** A native post (urlencoded, answered with a page), else JSON. */
  native: boolean;
  form?: FormId;
  fields: readonly string[];
  schema: { safeParse(input: unknown): { success: boolean; error?: { issues: Issues } } };
  valid: Values;
  /** The fields whose value is free text (e-mail aside), each holding an injection below. */
  text: readonly string[];
  /** The multi-line fields: line breaks are part of their text. */
  multiLine: readonly string[];
  /** Each field's largest length, where it has one. */
  limits: Record<string, number>;
  /** The fields a message cannot go without. */
  required: readonly string[];
  /** The functions' calls, in order, for a valid post of these (already normalised) values. */
  delivered(values: Values): Call[];
};

/** What the schema says of the fields, read from it: which take line breaks, which take any text, which are needed. */
function byRules(target: Omit<Target, 'text' | 'multiLine' | 'required'>): Target {
  const accepts = (field: string, value: string) =>
    target.schema.safeParse({ ...target.valid, [field]: value }).success;
  const multiLine = target.fields.filter((field) => accepts(field, `${target.valid[field]}\r\nand a second line`));
  const asText = (field: string, injection: string) =>
    multiLine.includes(field) ? `Question:\r\n${injection}` : injection;
  return {
    ...target,
    multiLine,
    text: target.fields.filter((field) => injections.every((injection) => accepts(field, asText(field, injection)))),
    required: target.fields.filter((field) => !accepts(field, '')),
  };
}

/** A JSON payload's fields without its source and language (enums, not text). */
const withoutSource = ({
  source: _source,
  language: _language,
  ...values
}: { source: string; language: string } & Values): Values => values;
const apiContactValid = withoutSource(contactPayloadValues);
const leadValid = withoutSource(leadPayloadValues);

const homeDelivered = (values: Values): Call[] => {
  const body = functionBody(homePayload(values as HomeContactValues, 'en'));
  return [
    { fn: 'submit-to-ghl', body },
    { fn: 'send-contact-email', body },
  ];
};
const contactDelivered = (values: Values): Call[] => [
  { fn: 'send-contact-email', body: functionBody(contactPagePayload(values as ContactPageValues, 'en')) },
];

const pageTargets = (native: boolean): Target[] => [
  byRules({
    name: `POST ${formPosts.home.action} (${native ? 'native' : 'JSON'})`,
    path: formPosts.home.action,
    native,
    form: 'home',
    fields: homeContactFields,
    schema: inEnglish(homeContactSchema, 'home'),
    valid: homeFormValues,
    limits: homeContactLimits,
    delivered: homeDelivered,
  }),
  byRules({
    name: `POST ${formPosts['contact-page'].action} (${native ? 'native' : 'JSON'})`,
    path: formPosts['contact-page'].action,
    native,
    form: 'contact-page',
    fields: contactPageFields,
    schema: inEnglish(contactPageSchema, 'contactPage'),
    valid: contactPageValues,
    limits: contactPageLimits,
    delivered: contactDelivered,
  }),
];

const targets: Target[] = [
  byRules({
    name: 'POST /api/contact (JSON)',
    path: '/api/contact',
    native: false,
    fields: Object.keys(apiContactValid),
    schema: inEnglish(contactPayloadSchema, 'contactPayload'),
    valid: apiContactValid,
    limits: { ...contactPayloadLimits, phone: contactPageLimits.phone, email: contactPageLimits.email },
    delivered: (values) => [{ fn: 'send-contact-email', body: apiBody(values) }],
  }),
  byRules({
    name: 'POST /api/lead (JSON)',
    path: '/api/lead',
    native: false,
    fields: Object.keys(leadValid),
    schema: inEnglish(leadPayloadSchema, 'home'),
    valid: leadValid,
    limits: leadPayloadLimits,
    delivered: (values) => [{ fn: 'submit-to-ghl', body: apiBody(values) }],
  }),
  ...pageTargets(false),
  ...pageTargets(true),
];

type App = ReturnType<typeof buildTestApp>['app'];
/** What the checks read of an answer. */
type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string; body: unknown };

/** Posts values (or a body written by hand) the way the target takes them. */
function post(app: App, target: Target, body: Record<string, unknown> | string | [string, string][]) {
  const req = request(app).post(target.path);
  if (target.native) {
    const encoded = typeof body === 'string' ? body : new URLSearchParams(body as Values).toString();
    return req.type('form').set('Accept', 'text/html').send(encoded);
  }
  req.set('Accept', 'application/json');
  return typeof body === 'string' ? req.type('json').send(body) : req.send(body as object);
}

/** Sends these bytes as a JSON body, exactly (supertest would serialise a Buffer as an object). */
async function rawPost(app: App, path: string, body: Buffer): Promise<Answer> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<Answer>((resolve, reject) => {
      const headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
      http
        .request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            resolve({ status: res.statusCode!, headers: res.headers, text, body: JSON.parse(text) as unknown });
          });
        })
        .on('error', reject)
        .end(body);
    });
  } finally {
    server.close();
  }
}

/** Every text a test sent, so each answer can be searched for it. */
const everySent = (body: Record<string, unknown> | [string, string][]) =>
  (Array.isArray(body) ? body.map(([, v]) => v) : Object.values(body)).filter((v) => typeof v === 'string');

/** What makes markup of text in a page: a tag's brackets, an attribute's quote (JSON escapes the quote itself). */
const MARKUP = /[<>"]/;

/** What every answer must be, whatever was sent: no 5xx; a page with none of the sent markup live in it. */
function checkAnswer(res: Answer, sent: readonly string[]) {
  expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
  expect(res.headers['cache-control']).toBe('no-store');
  if (!/^text\/html/.test(res.headers['content-type'] ?? '')) return;
  for (const text of sent.filter((s) => MARKUP.test(s))) expect(res.text).not.toContain(text);
  const doc = parse(res);
  expect(doc.querySelectorAll('[onerror], [onload]')).toHaveLength(0);
  expect(doc.querySelectorAll('img[src="x"], svg[onload]')).toHaveLength(0);
  for (const el of doc.querySelectorAll('[href], [src], [action], [formaction]')) {
    for (const attr of ['href', 'src', 'action', 'formaction']) {
      expect(el.getAttribute(attr) ?? '').not.toMatch(/^\s*javascript:/i);
    }
  }
  // The only scripts: files, and data that still parses whole.
  for (const script of doc.querySelectorAll('script')) {
    if (script.getAttribute('src')) continue;
    expect(script.getAttribute('type')).toMatch(/^application\/(ld\+)?json$/);
    expect(() => JSON.parse(script.textContent ?? '')).not.toThrow();
  }
}

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});
const parsed = new WeakMap<Answer, Document>();

/** The answer's page as a browser parses it (once per answer). */
function parse(res: Answer): Document {
  let doc = parsed.get(res);
  if (!doc) {
    doc = new window.DOMParser().parseFromString(res.text, 'text/html') as unknown as Document;
    parsed.set(res, doc);
  }
  return doc;
}

/** The page's FormResult: what the server put back in the form. */
function resultOf(res: Answer): FormResult {
  const result = anyFormResultOf(res.text);
  if (!result) throw new Error('no form result in the page');
  return result;
}

/**
 * A refused native post's page: each sent value is in its field as the browser reads it (an input drops
 * line breaks, a textarea reads CRLF as LF), and each error is the text the field is described by.
 */
function checkFormPage(res: Answer, target: Target, values: Values, errors: Values) {
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(resultOf(res)).toMatchObject({ form: target.form, values, errors });
  const form = parse(res).querySelector(`form[action="${target.path}"]`)!;
  for (const field of target.fields) {
    const control = form.querySelector(`[name="${field}"]`) as unknown as HTMLInputElement | HTMLTextAreaElement;
    const sent = values[field] ?? '';
    if (control.tagName === 'TEXTAREA') expect(control.value, field).toBe(sent.replace(/\r\n?/g, '\n'));
    else expect(control.value.replace(/[\r\n]/g, ''), field).toBe(sent.replace(/[\r\n]/g, ''));
    const described = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const texts = described.map((id) => form.querySelector(`[id="${id}"]`)?.textContent);
    if (errors[field]) expect(texts, field).toContain(errors[field]);
    else expect(control.getAttribute('aria-invalid'), field).toBeNull();
  }
}

/** A refusal: 400 naming exactly these fields with these messages, as JSON or as the page with the values. */
function checkRefused(res: Answer, target: Target, sent: Values, errors: Values) {
  expect(res.status).toBe(400);
  if (target.native) return checkFormPage(res, target, sent, errors);
  expect(res.body).toEqual({ error: 'validation', fields: errors, message: validationMessage('en') });
}

/** What the schema says of these values: the fields it refuses and their first messages. */
function schemaErrors(target: Target, values: unknown): Values {
  const result = target.schema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error!.issues);
}

const calls = () =>
  standIn.functionCalls().map((call) => ({ fn: call.path.split('/').at(-1)!, body: call.body, key: call.headers }));

/** The functions' calls without their headers, and whether every idempotency key was used once. */
function deliveredCalls() {
  const all = calls();
  const keys = all.map((call) => call.key['x-idempotency-key']);
  expect(new Set(keys).size).toBe(keys.length);
  return all.map(({ fn, body }) => ({ fn, body }));
}

const success = (target: Target) => (target.native ? 303 : 200);

describe.each(targets)('$name', (target) => {
  it('takes script, SQL and template injections as the plain text they are, delivered once, unchanged', async () => {
    const { app } = await setup();
    const expected: Call[] = [];
    for (const [i, injection] of injections.entries()) {
      const values: Values = { ...target.valid };
      for (const field of target.text) {
        values[field] = target.multiLine.includes(field) ? `Question:\r\n${injection}` : injection;
      }
      // SQL in the phone too, where the phone's rules take such text (a stricter rule keeps the valid number).
      const sqlPhone = { ...values, phone: sqlPhones[i % 2]! };
      if (!schemaErrors(target, sqlPhone).phone) values.phone = sqlPhone.phone;
      const res = await post(app, target, values);
      checkAnswer(res, everySent(values));
      expect(res.status, JSON.stringify(values)).toBe(success(target));
      expected.push(...target.delivered(values));
    }
    expect(deliveredCalls()).toEqual(expected);
  });

  it('refuses injections in the e-mail field, naming it, and gives the visitor their text back', async () => {
    const { app } = await setup();
    for (const injection of [...injections, 'maria@example.com<script>alert(1)</script>']) {
      const values = { ...target.valid, email: injection };
      const res = await post(app, target, values);
      checkAnswer(res, everySent(values));
      checkRefused(res, target, values, { email: schemaErrors(target, values).email! });
    }
    expect(calls()).toEqual([]);
  });

  it('refuses header injection, control characters and text-direction controls in every field, naming it', async () => {
    const { app } = await setup();
    const formatting = ['\u202e', '\u2066'];
    // Half a character cannot be percent-encoded: a native post's decoder turns it into U+FFFD.
    if (!target.native) formatting.push('\ud800', '\udfff');
    const hostile = ['\r\nBcc: victim@example.com', '\nContent-Type: text/html', '\u0000', '\u0007', ...formatting];
    for (const field of target.fields) {
      for (const bad of hostile) {
        if (target.multiLine.includes(field) && /^\r?\n/.test(bad)) continue;
        const values = { ...target.valid, [field]: `${target.valid[field]}${bad}` };
        const errors = schemaErrors(target, values);
        expect(Object.keys(errors), `${field} + ${JSON.stringify(bad)}`).toEqual([field]);
        if (formatting.includes(bad)) expect(errors[field]).toBe(english.formatting);
        const res = await post(app, target, values);
        checkAnswer(res, everySent(values));
        checkRefused(res, target, values, errors);
      }
    }
    expect(calls()).toEqual([]);
  });

  it('keeps line breaks in a message: header-looking lines are only text there', async () => {
    const { app } = await setup();
    const field = target.multiLine[0]!;
    const values = { ...target.valid, [field]: 'Hello,\r\nBcc: victim@example.com\r\n\r\n<b>bold</b>' };
    const res = await post(app, target, values);
    checkAnswer(res, everySent(values));
    expect(res.status).toBe(success(target));
    expect(deliveredCalls()).toEqual(target.delivered(values));
  });

  it('refuses a field over its limit, naming it, and a body over the limit with 413', async () => {
    const { app } = await setup();
    for (const [field, limit] of Object.entries(target.limits)) {
      if (!target.fields.includes(field)) continue;
      // The limit in characters a visitor sees: one over it, made of markup.
      const unit = field === 'email' ? 'a' : '<';
      const value = field === 'email' ? `${unit.repeat(limit)}@example.com` : unit.repeat(limit + 1);
      const values = { ...target.valid, [field]: value };
      const res = await post(app, target, values);
      checkAnswer(res, everySent(values));
      checkRefused(res, target, values, schemaErrors(target, values));
      expect(Object.keys(schemaErrors(target, values))).toEqual([field]);
    }
    // Far beyond what any form takes: refused before it is read as fields. Its page names the request's id,
    // which a client's header cannot fill with markup.
    const huge = { ...target.valid, [target.text[0]!]: '<script>alert(1)</script>'.repeat(4000) };
    const requestId = '"><img src=x onerror=alert(1)>';
    const res = await post(app, target, huge).set('X-Request-Id', requestId);
    checkAnswer(res, [...everySent(huge), requestId]);
    expect(res.status).toBe(413);
    expect(calls()).toEqual([]);
  });

  it('refuses a required field that shows nothing (spaces, Hangul fillers, blank braille, soft hyphens), naming it', async () => {
    const { app } = await setup();
    for (const blank of [' ', '\u3164', '\u2800', '\u00ad', '\u115f\u1160']) {
      for (const field of target.required) {
        const values = { ...target.valid, [field]: blank.repeat(12) };
        const res = await post(app, target, values);
        checkRefused(res, target, values, schemaErrors(target, values));
        expect(Object.keys(schemaErrors(target, values)), JSON.stringify(blank)).toEqual([field]);
      }
    }
    expect(calls()).toEqual([]);
  });

  it('ignores prototype keys: nothing is polluted and no field comes from a prototype', async () => {
    const { app } = await setup();
    const pollution = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
    let res: Response;
    if (target.native) {
      const pairs: [string, string][] = [
        ...Object.entries(target.valid),
        ...pollution.map((key): [string, string] => [key, 'polluted']),
        ['__proto__[polluted]', 'yes'],
        ['constructor[prototype][polluted]', 'yes'],
      ];
      res = await post(app, target, pairs);
    } else {
      const keys = pollution.map((key) => `${JSON.stringify(key)}:{"polluted":"yes","prototype":{"polluted":"yes"}}`);
      res = await post(app, target, `{${keys.join(',')},${JSON.stringify(target.valid).slice(1)}`);
    }
    checkAnswer(res, []);
    expect(res.status).toBe(success(target));
    expect(deliveredCalls()).toEqual(target.delivered(target.valid));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');

    // The values themselves named like prototype keys are only text.
    const named = { ...target.valid, [target.text[0]!]: '__proto__', [target.text.at(-1)!]: 'constructor.prototype' };
    const again = await post(app, target, named);
    expect(again.status).toBe(success(target));
    expect(deliveredCalls().slice(-target.delivered(named).length)).toEqual(target.delivered(named));
  });

  it('stores text as normalised: NFC, without zero-width spaces, every script and emoji intact', async () => {
    const { app } = await setup();
    const kept = {
      spanish: 'José Ñúñez Peña',
      vietnamese: 'Nguyễn Thị Minh Khai',
      arabic: 'محمد عبد الله الأحمد',
      message: '¿Atienden los sábados? Tôi bị đau lưng. أعاني من ألم 👨‍👩‍👧 🏳️‍🌈',
    };
    const names = Object.values(kept).slice(0, 3);
    const expected: Call[] = [];
    for (const name of names) {
      const typed: Values = { ...target.valid };
      const wanted: Values = { ...target.valid };
      for (const field of target.text) {
        const text = target.multiLine.includes(field) ? kept.message : name;
        typed[field] = `${text.normalize('NFD')}\u200b`;
        wanted[field] = text;
      }
      const res = await post(app, target, typed);
      checkAnswer(res, []);
      expect(res.status).toBe(success(target));
      expected.push(...target.delivered(wanted));
    }
    expect(deliveredCalls()).toEqual(expected);
  });

  it('keeps an accepted message in the outbox exactly once, as the normalised text, while the functions fail', async () => {
    const { app, stored } = await setup();
    standIn.functions['send-contact-email'] = () => ({ status: 500, body: { error: 'smtp down' } });
    standIn.functions['submit-to-ghl'] = () => ({ status: 500, body: { error: 'crm down' } });
    const values: Values = { ...target.valid };
    const wanted: Values = { ...target.valid };
    for (const field of target.text) {
      values[field] = '<script>alert("Ñ")</script>'.normalize('NFD');
      wanted[field] = '<script>alert("Ñ")</script>';
    }
    const res = await post(app, target, values);
    checkAnswer(res, everySent(values));
    expect(res.status).toBe(target.native ? 303 : 202);
    const bodies = (await stored()).map((record) => record.body);
    expect(bodies).toHaveLength(target.delivered(wanted).length);
    expect(bodies).toEqual(expect.arrayContaining(target.delivered(wanted).map((call) => call.body)));
  });
  it('takes bytes that are not UTF-8 as text, never as an error of the server', async () => {
    const { app } = await setup();
    const field = target.text[0]!;
    const { [field]: _, ...rest } = target.valid;
    // Half a character, a byte order mark backwards, a truncated sequence.
    const broken = [
      [0xed, 0xa0, 0x80],
      [0xff, 0xfe],
      [0xe0, 0xa4],
    ];
    const expected: Call[] = [];
    for (const bytes of broken) {
      let res: Answer;
      let read: string;
      if (target.native) {
        // An escape that decodes to no text stays the text that was sent (no browser sends one).
        const escaped = bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
        res = await post(app, target, `${new URLSearchParams(rest).toString()}&${field}=Maria+${escaped}`);
        read = `Maria ${escaped}`;
      } else {
        // Raw bytes in JSON: what a standard decoder makes of them, replacement characters.
        const [before, after] = JSON.stringify({ ...rest, [field]: 'Maria \u0000' }).split('\\u0000');
        res = await rawPost(
          app,
          target.path,
          Buffer.concat([Buffer.from(before!), Buffer.from(bytes), Buffer.from(after!)]),
        );
        read = `Maria ${new TextDecoder().decode(Uint8Array.from(bytes))}`;
        expect(read).toContain('\ufffd');
      }
      checkAnswer(res, []);
      expect(res.status).toBe(success(target));
      expected.push(...target.delivered({ ...target.valid, [field]: read }));
    }
    expect(deliveredCalls()).toEqual(expected);
  });
});

describe('a refused native post gives back everything it carried', () => {
  it.each(['home', 'contact-page'] as const)(
    '%s: every injection at once, shown escaped in its field',
    async (form) => {
      const { app } = await setup();
      const target = targets.find((t) => t.native && t.form === form)!;
      const values: Values = {};
      target.fields.forEach((field, i) => (values[field] = injections[i % injections.length]!));
      const res = await post(app, target, values);
      checkAnswer(res, everySent(values));
      checkRefused(res, target, values, schemaErrors(target, values));
      expect(calls()).toEqual([]);
    },
  );
});

describe.each(targets.filter((t) => !t.native))('$name: what only JSON can carry', (target) => {
  it('refuses values of the wrong type, naming each field', async () => {
    const { app } = await setup();
    const wrong: unknown[] = [42, 0, true, null, [], ['Maria'], { first: 'Maria' }, { toString: 'Maria' }];
    for (const field of target.fields) {
      for (const value of wrong) {
        const values = { ...target.valid, [field]: value };
        const res = await post(app, target, values);
        checkAnswer(res, []);
        const errors = schemaErrors(target, values);
        expect(Object.keys(errors), `${field}: ${JSON.stringify(value)}`).toEqual([field]);
        checkRefused(res, target, target.valid, errors);
      }
    }
    // A list instead of an object: every required field is named.
    for (const body of ['[]', `[${JSON.stringify(target.valid)}]`]) {
      const res = await post(app, target, body);
      checkAnswer(res, []);
      expect(res.status).toBe(400);
      expect(Object.keys((res.body as { fields: Values }).fields)).toEqual(Object.keys(schemaErrors(target, {})));
    }
    // A bare value is no form body at all: 400, no field to name.
    for (const body of ['"Maria"', '42', 'null', 'true']) {
      const res = await post(app, target, body);
      checkAnswer(res, []);
      expect(res.status).toBe(400);
      expect(res.body).not.toHaveProperty('fields');
    }
    expect(calls()).toEqual([]);
  });

  it('reads a duplicated key as its last value, the one it validated', async () => {
    const { app } = await setup();
    const field = target.text[0]!;
    const rest = JSON.stringify(target.valid).slice(1);
    const first = await post(app, target, `{${JSON.stringify(field)}:"<script>alert(1)</script>",${rest}`);
    checkAnswer(first, []);
    expect(first.status).toBe(success(target));
    const second = await post(app, target, `{${rest.slice(0, -1)},"email":"<script>alert(1)</script>"}`);
    checkAnswer(second, []);
    expect(second.status).toBe(400);
    expect(Object.keys((second.body as { fields: Values }).fields)).toEqual(['email']);
    expect(deliveredCalls()).toEqual(target.delivered(target.valid));
  });

  it('never reads a field through __proto__', async () => {
    const { app } = await setup();
    const hidden = await post(app, target, `{"__proto__":${JSON.stringify(target.valid)}}`);
    checkAnswer(hidden, []);
    expect(hidden.status).toBe(400);
    expect(Object.keys((hidden.body as { fields: Values }).fields)).toEqual(Object.keys(schemaErrors(target, {})));
    expect(calls()).toEqual([]);
  });
});

describe.each(targets.filter((t) => t.native))('$name: what only a native post can carry', (target) => {
  it('refuses a repeated field, naming it and showing its first value', async () => {
    const { app } = await setup();
    for (const field of target.fields) {
      const pairs: [string, string][] = [...Object.entries(target.valid), [field, '<script>alert(1)</script>']];
      const res = await post(app, target, pairs);
      checkAnswer(res, everySent(pairs));
      expect(res.status).toBe(400);
      expect(Object.keys(resultOf(res).errors)).toEqual([field]);
      checkFormPage(res, target, target.valid, resultOf(res).errors);
    }
    expect(calls()).toEqual([]);
  });

  it('never nests bracketed names: `email[x]` is not the e-mail', async () => {
    const { app } = await setup();
    const { email, ...rest } = target.valid;
    const res = await post(
      app,
      target,
      new URLSearchParams({ ...rest, 'email[x]': email!, 'email[]': email! }).toString(),
    );
    checkAnswer(res, []);
    expect(res.status).toBe(400);
    expect(Object.keys(resultOf(res).errors)).toEqual(['email']);
    expect(calls()).toEqual([]);
  });
});
