import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFunctionsClient } from '../../server/functions/client.js';
import { createSupabaseClient } from '../../server/supabase.js';
import { buildTestApp, type LogLine } from '../helpers/app.js';
import { leadPayloadValues } from '../helpers/form-values.js';
import { functionBody } from '../../shared/schemas/mapping.js';
import { uiTexts } from '../../client/texts/ui.js';
import { eventually, NO_LIMIT } from '../helpers/patience.js';
import { startSupabaseStandIn, type StandIn } from '../../tools/supabase-standin.js';

let standIn: StandIn;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  standIn = await startSupabaseStandIn();
});
afterAll(() => standIn.close());
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  standIn.reset();
});

const en = uiTexts.en.forms;
const es = uiTexts.es.forms;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The home form's post as its script sends it, and what the functions receive for it. */
/** What the home form's script posts to the API: its values mapped to the payload (source contact-form). */
const homeForm = leadPayloadValues;
const delivered = functionBody(homeForm);

/** The real app with the real supabase-js client pointed at the stand-in, and a started outbox in a temp folder. */
async function setup(
  options: { env?: Record<string, string>; supabase?: boolean; timeoutMs?: number; dataDir?: string } = {},
) {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'forms-api-')));
  if (!options.dataDir) cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  // The calls have no time limit unless the test sets one (to see it fire): a slow machine only makes them slower.
  const functions =
    options.supabase === false
      ? null
      : createFunctionsClient(createSupabaseClient(standIn), { timeoutMs: options.timeoutMs ?? NO_LIMIT });
  const built = buildTestApp({
    env: { DATA_DIR: dataDir, OUTBOX_RETRY_BASE_MS: '50', RATE_LIMIT_MAX: '1000', ...options.env },
    functions,
  });
  const { outbox } = built;
  await outbox.start();
  cleanups.push(() => outbox.stop());
  const outboxDir = path.join(dataDir, 'outbox');
  const pending = async () => (await readdir(outboxDir)).filter((f) => f.endsWith('.json'));
  const dead = async () => (await readdir(path.join(outboxDir, 'dead'))).filter((f) => !f.startsWith('.'));
  return { ...built, dataDir, outboxDir, pending, dead };
}

const submissionLines = (logs: LogLine[]) => logs.filter((l) => l.msg === 'form submission');

describe('POST /api/contact and /api/lead: delivery', () => {
  it('hands send-contact-email exactly {name, email, phone, message, source, language} with the key, auth and idempotency headers', async () => {
    const { app, logs, pending } = await setup();
    const res = await request(app)
      .post('/api/contact')
      .send({ ...homeForm, admin: true, website: '' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });

    const calls = standIn.functionCalls('send-contact-email');
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.body).toEqual(delivered);
    expect(Object.keys(call!.body as object)).toEqual(['name', 'email', 'phone', 'message', 'source', 'language']);
    expect(call!.headers.apikey).toBe(standIn.anonKey);
    expect(call!.headers.authorization).toBe(`Bearer ${standIn.anonKey}`);
    expect(call!.headers['content-type']).toBe('application/json');
    expect(call!.headers['x-idempotency-key']).toMatch(UUID);
    expect(standIn.functionCalls()).toHaveLength(1);
    expect(await pending()).toEqual([]);

    const [line] = submissionLines(logs);
    expect(line).toMatchObject({
      level: 30,
      endpoint: 'contact',
      source: 'contact-form',
      outcome: 'delivered',
      submissionId: call!.headers['x-idempotency-key'],
    });
  });

  it('fills absent optional values with empty strings and the default source, trimming contact-page values', async () => {
    const { app } = await setup();
    const res = await request(app).post('/api/contact').send({
      name: '  Sam Patel ',
      email: ' sam@example.com ',
      message: ' Billing question\n\nDo you take HSA cards? ',
    });
    expect(res.status).toBe(200);
    expect(standIn.functionCalls('send-contact-email')[0]!.body).toEqual({
      name: 'Sam Patel',
      email: 'sam@example.com',
      phone: '',
      message: 'Billing question\n\nDo you take HSA cards?',
      source: 'Website Contact Form',
      language: 'en',
    });
  });

  it('hands submit-to-ghl the lead and reads its success flag', async () => {
    const { app } = await setup();
    const res = await request(app).post('/api/lead').send(homeForm);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const [call] = standIn.functionCalls('submit-to-ghl');
    expect(call!.body).toEqual(delivered);
    expect(call!.headers['x-idempotency-key']).toMatch(UUID);

    standIn.functions['submit-to-ghl'] = () => ({ status: 200, body: { success: false } });
    const refused = await request(app).post('/api/lead').send(homeForm);
    expect(refused.status).toBe(502);
  });

  it("logs every submission with its id, source and outcome, never the visitor's details", async () => {
    const { app, logs } = await setup();
    await request(app).post('/api/contact').send(homeForm);
    await request(app).post('/api/lead').send(homeForm);
    await request(app)
      .post('/api/contact')
      .send({ ...homeForm, name: 'M' });
    await request(app)
      .post('/api/contact')
      .send({ ...homeForm, website: 'http://spam.example' });
    const lines = submissionLines(logs);
    expect(lines.map((l) => [l.endpoint, l.outcome])).toEqual([
      ['contact', 'delivered'],
      ['lead', 'delivered'],
      ['contact', 'invalid'],
      ['contact', 'honeypot'],
    ]);
    for (const line of lines) {
      expect(line.level).toBe(30);
      expect(line.submissionId).toMatch(UUID);
      expect(line.source).toBe('contact-form');
    }
    const everything = JSON.stringify(logs);
    for (const secret of [homeForm.name, homeForm.email, homeForm.phone, homeForm.message, 'spam.example']) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe('POST /api/contact and /api/lead: refusals', () => {
  it('answers 400 naming each failing field with its message, for both endpoints', async () => {
    const { app } = await setup();
    for (const endpoint of ['/api/contact', '/api/lead']) {
      const res = await request(app)
        .post(endpoint)
        .send({ name: 'M', email: 'maria@', phone: '727', message: 'Hi', source: 'contact-form' });
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({
        error: 'validation',
        message: en.answers.validation,
        fields: {
          name: en.validation.home.name.required,
          email: en.validation.home.email.required,
          phone: en.validation.home.phone.required,
          message: en.validation.home.message.required,
        },
      });
    }
    const page = await request(app)
      .post('/api/contact')
      .send({ name: ' ', email: 'x', message: '', source: 'contact-page' });
    expect(page.body.fields).toEqual({
      name: en.validation.contactPayload.name.required,
      email: en.validation.contactPayload.email.required,
      message: en.validation.contactPayload.message.required,
    });
    expect(standIn.functionCalls()).toEqual([]);
  });

  it('names every required field when the body is not an object', async () => {
    const { app } = await setup();
    const res = await request(app).post('/api/lead').set('Content-Type', 'application/json').send('[1,2]');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['name', 'email', 'phone', 'message']);
  });

  it('rejects line breaks and control characters in single-line fields', async () => {
    const { app } = await setup();
    const injected = await request(app)
      .post('/api/contact')
      .send({ ...homeForm, name: 'Maria\r\nBcc: everyone@example.com', phone: '727555019\u0000' + '9' });
    expect(injected.status).toBe(400);
    expect(injected.body.fields).toEqual({
      name: en.validation.home.name.line,
      phone: en.validation.home.phone.line,
    });
    const page = await request(app)
      .post('/api/contact')
      .send({ name: 'Sam\u2028Patel', email: 'sam@example.com', message: 'Hello' });
    expect(page.body.fields).toEqual({ name: en.validation.contactPayload.name.line });
    // The message itself may have several lines.
    const multiLine = await request(app)
      .post('/api/contact')
      .send({ ...homeForm, message: 'First line\nSecond line\r\nThird' });
    expect(multiLine.status).toBe(200);
    expect(standIn.functionCalls()).toHaveLength(1);
  });

  it('refuses an unknown source', async () => {
    const { app } = await setup();
    const res = await request(app)
      .post('/api/contact')
      .send({ ...homeForm, source: 'crm-import' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ source: en.validation.source });
  });

  it('answers 413 for a body over the limit', async () => {
    const { app } = await setup();
    const res = await request(app)
      .post('/api/contact')
      .send({ ...homeForm, message: 'x'.repeat(13 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'payload_too_large', message: en.unreadable.tooLarge });
    // The largest contact-page message (subject + blank line + 2000 characters) fits, even in a 3-byte script.
    const largest = {
      name: '山'.repeat(201),
      email: 'a@example.com',
      phone: '1'.repeat(20),
      message: '山'.repeat(2502),
      source: 'contact-page',
    };
    const fits = await request(app).post('/api/contact').send(largest);
    expect(fits.status).toBe(200);
  });

  it('answers 415 to anything but JSON', async () => {
    const { app } = await setup();
    const form = await request(app).post('/api/contact').type('form').send('name=Maria');
    expect(form.status).toBe(415);
    expect(form.body).toEqual({ error: 'unsupported_media_type', message: en.unreadable.apiMediaType });
    const text = await request(app).post('/api/lead').set('Content-Type', 'text/plain').send(JSON.stringify(homeForm));
    expect(text.status).toBe(415);
    const none = await request(app).post('/api/contact');
    expect(none.status).toBe(415);
    expect(standIn.functionCalls()).toEqual([]);
  });

  it('answers 400 to malformed JSON', async () => {
    const { app } = await setup();
    const res = await request(app).post('/api/contact').set('Content-Type', 'application/json').send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'invalid_json', message: en.unreadable.invalidJson });
  });

  it('gives a filled honeypot a normal-looking success and delivers nothing', async () => {
    const { app, pending } = await setup();
    const res = await request(app)
      .post('/api/contact')
      .send({ ...homeForm, website: 'https://cheap-pills.example' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const lead = await request(app)
      .post('/api/lead')
      .send({ ...homeForm, website: 'x' });
    expect(lead.status).toBe(200);
    expect(standIn.functionCalls()).toEqual([]);
    expect(await pending()).toEqual([]);
  });
});

describe('POST /api/contact and /api/lead in the language the call names', () => {
  const spanish = '?locale=es';

  it('answers a Spanish call’s field errors in Spanish, and delivers its message as written in Spanish', async () => {
    const { app } = await setup();
    const bad = await request(app)
      .post(`/api/lead${spanish}`)
      .send({ name: 'M', email: 'maria@', phone: '727', message: 'Hola', source: 'contact-form' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: 'validation',
      message: es.answers.validation,
      fields: {
        name: es.validation.home.name.required,
        email: es.validation.home.email.required,
        phone: es.validation.home.phone.required,
        message: es.validation.home.message.required,
      },
    });
    const page = await request(app).post(`/api/contact${spanish}`).send({ name: ' ', email: 'x', message: 'Hola' });
    expect(page.body.fields).toEqual({
      name: es.validation.contactPayload.name.required,
      email: es.validation.contactPayload.email.required,
    });
    const unknown = await request(app)
      .post(`/api/contact${spanish}`)
      .send({ ...homeForm, source: 'crm-import' });
    expect(unknown.body.fields).toEqual({ source: es.validation.source });

    const ok = await request(app).post(`/api/contact${spanish}`).send(homeForm);
    expect(ok.status).toBe(200);
    expect(standIn.functionCalls('send-contact-email')[0]!.body).toEqual({ ...delivered, language: 'es' });
  });

  it('takes the language from the call alone: never from the body or Accept-Language; English otherwise', async () => {
    const { app } = await setup();
    const guessed = await request(app)
      .post('/api/contact')
      .set('Accept-Language', 'es-US,es;q=0.9')
      .send({ ...homeForm, name: 'M', language: 'es' });
    expect(guessed.body.fields).toEqual({ name: en.validation.home.name.required });
    const unknown = await request(app)
      .post('/api/contact?locale=fr')
      .send({ ...homeForm, name: 'M' });
    expect(unknown.body.fields).toEqual({ name: en.validation.home.name.required });
    const named = await request(app)
      .post(`/api/lead${spanish}`)
      .send({ ...homeForm, language: 'en' });
    expect(named.status).toBe(200);
    expect(standIn.functionCalls('submit-to-ghl')[0]!.body).toEqual({ ...delivered, language: 'es' });
  });

  it('answers in Spanish what it refuses before reading the body: its type, broken JSON, a body too large', async () => {
    const { app } = await setup();
    const form = await request(app).post(`/api/contact${spanish}`).type('form').send('name=Maria');
    expect(form.body).toEqual({ error: 'unsupported_media_type', message: es.unreadable.apiMediaType });
    const broken = await request(app)
      .post(`/api/contact${spanish}`)
      .set('Content-Type', 'application/json')
      .send('{"name": ');
    expect(broken.body).toEqual({ error: 'invalid_json', message: es.unreadable.invalidJson });
    const huge = await request(app)
      .post(`/api/lead${spanish}`)
      .send({ ...homeForm, message: 'x'.repeat(13 * 1024) });
    expect(huge.body).toEqual({ error: 'payload_too_large', message: es.unreadable.tooLarge });
  });

  it('answers a Spanish call over the limit in Spanish', async () => {
    const { app } = await setup({ env: { RATE_LIMIT_MAX: '1', RATE_LIMIT_WINDOW_MS: '120000' } });
    expect((await request(app).post(`/api/contact${spanish}`).send(homeForm)).status).toBe(200);
    const limited = await request(app).post(`/api/contact${spanish}`).send(homeForm);
    expect(limited.status).toBe(429);
    const minutes = Math.ceil(Number(limited.headers['retry-after']) / 60);
    expect(limited.body).toEqual({
      error: 'rate_limited',
      message: es.answers.rateLimited(minutes),
      retryAfterSeconds: Number(limited.headers['retry-after']),
    });
  });
});

describe('rate limits', () => {
  // The limiter's clock stands still: its window and Retry-After are exact, however slow the machine.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers 429 with RateLimit headers and Retry-After, per endpoint', async () => {
    const { app } = await setup({ env: { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '600000' } });
    const first = await request(app).post('/api/contact').send(homeForm);
    expect(first.status).toBe(200);
    expect(first.headers['ratelimit-policy']).toMatch(/^"contact"; q=2; w=600; pk=:[A-Za-z0-9+/=]+:$/);
    expect(first.headers.ratelimit).toBe('"contact"; r=1; t=600');
    // Refusals count too: a flood of bad requests is limited like good ones.
    await request(app).post('/api/contact').type('form').send('a=b');
    const limited = await request(app).post('/api/contact').send(homeForm);
    expect(limited.status).toBe(429);
    expect(limited.headers.ratelimit).toMatch(/^"contact"; r=0; t=\d+$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(590);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(limited.body).toEqual({
      error: 'rate_limited',
      message: en.answers.rateLimited(10),
      retryAfterSeconds: Number(limited.headers['retry-after']),
    });
    // The lead endpoint has its own budget.
    const lead = await request(app).post('/api/lead').send(homeForm);
    expect(lead.status).toBe(200);
    expect(standIn.functionCalls('send-contact-email')).toHaveLength(1);
  });

  it('keys on the client IP behind TRUST_PROXY hops and ignores forged X-Forwarded-For entries', async () => {
    const { app } = await setup({ env: { RATE_LIMIT_MAX: '1', TRUST_PROXY: '1' } });
    const from = (xff: string) => request(app).post('/api/lead').set('X-Forwarded-For', xff).send(homeForm);
    expect((await from('203.0.113.7')).status).toBe(200);
    expect((await from('203.0.113.7')).status).toBe(429);
    // Another visitor behind the same proxy has their own budget.
    expect((await from('198.51.100.20')).status).toBe(200);
    // A visitor cannot reset their budget by prepending a made-up address: the proxy's entry counts.
    expect((await from('192.0.2.1, 203.0.113.7')).status).toBe(429);
  });

  it('without TRUST_PROXY, X-Forwarded-For is not believed', async () => {
    const { app } = await setup({ env: { RATE_LIMIT_MAX: '1' } });
    const from = (xff: string) => request(app).post('/api/lead').set('X-Forwarded-For', xff).send(homeForm);
    expect((await from('203.0.113.7')).status).toBe(200);
    expect((await from('198.51.100.20')).status).toBe(429);
  });
});

describe('nothing is lost', () => {
  it('a function answering 500 → 202 queued, stored on disk, delivered once the stand-in recovers', async () => {
    const { app, pending, outboxDir, logs } = await setup();
    let healthy = false;
    standIn.functions['send-contact-email'] = () =>
      healthy ? { status: 200, body: { ok: true } } : { status: 500, body: { error: 'smtp down' } };
    const res = await request(app).post('/api/contact').send(homeForm);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true, queued: true });

    const files = await pending();
    expect(files).toHaveLength(1);
    const stored = JSON.parse(await readFile(path.join(outboxDir, files[0]!), 'utf8'));
    const key = standIn.functionCalls('send-contact-email')[0]!.headers['x-idempotency-key'];
    expect(stored).toMatchObject({ id: key, target: 'send-contact-email', source: 'contact-form', body: delivered });
    expect(submissionLines(logs).at(-1)).toMatchObject({ outcome: 'queued', submissionId: key });

    const ready = await request(app).get('/readyz');
    expect(ready.body.outbox).toMatchObject({ depth: 1, deadLetters: 0, delivering: true });
    expect(ready.body.outbox.oldestAgeSeconds).toBeGreaterThanOrEqual(0);

    // Still failing: retried with backoff, the same key each time.
    await vi.waitFor(
      () => expect(standIn.functionCalls('send-contact-email').length).toBeGreaterThanOrEqual(3),
      eventually,
    );
    healthy = true;
    await vi.waitFor(async () => expect(await pending()).toEqual([]), eventually);
    const calls = standIn.functionCalls('send-contact-email');
    expect(new Set(calls.map((c) => c.headers['x-idempotency-key']))).toEqual(new Set([key]));
    expect(calls.map((c) => c.body)).toEqual(calls.map(() => delivered));
    // Delivered: nothing waits any more, so nothing is sent again.
    expect((await request(app).get('/readyz')).body.outbox).toMatchObject({ depth: 0, oldestAgeSeconds: null });
    expect(standIn.functionCalls('send-contact-email')).toHaveLength(calls.length);
    // Logged once the file is gone and its folder synced: a moment after `pending` is empty.
    await vi.waitFor(
      () =>
        expect(logs.some((l) => l.msg === 'outbox: delivered' && l.submissionId === key && l.level === 30)).toBe(true),
      eventually,
    );
  });

  it('a function answering 400 → 502 for the visitor, a dead letter on disk and an error in the log', async () => {
    const { app, pending, dead, outboxDir, logs } = await setup();
    standIn.functions['send-contact-email'] = () => ({ status: 400, body: { error: 'recipient rejected' } });
    const res = await request(app).post('/api/contact').send(homeForm);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: 'delivery_failed', message: en.answers.rejected });
    expect(await pending()).toEqual([]);
    const letters = await dead();
    expect(letters).toHaveLength(1);
    const letter = JSON.parse(await readFile(path.join(outboxDir, 'dead', letters[0]!), 'utf8'));
    expect(letter).toMatchObject({
      target: 'send-contact-email',
      body: delivered,
      attempts: 1,
      failure: { reason: 'http', status: 400 },
    });
    expect(letter.failure.detail).toContain('recipient rejected');
    const error = logs.find((l) => l.level === 50 && l.submissionId === letter.id);
    expect(error).toMatchObject({ outcome: 'dead-letter', status: 400 });
    expect(JSON.stringify(error)).not.toContain('recipient rejected');
    // Not retried: it waits in dead/ for the operator, not for delivery.
    expect((await request(app).get('/readyz')).body.outbox).toMatchObject({ depth: 0, deadLetters: 1 });
    expect(standIn.functionCalls()).toHaveLength(1);
  });

  it('a function that hangs → the call times out, the message is queued and delivered later', async () => {
    const { app, pending, logs } = await setup({ timeoutMs: 300 });
    let hang = true;
    standIn.functions['send-contact-email'] = () => (hang ? new Promise(() => {}) : { status: 200, body: {} });
    // The function never answers: only the call's timeout lets this reply come.
    const res = await request(app).post('/api/contact').send(homeForm);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true, queued: true });
    expect(logs.find((l) => l.msg === 'outbox: delivery failed, will retry')).toMatchObject({
      reason: 'timeout',
      level: 40,
    });
    hang = false;
    await vi.waitFor(async () => expect(await pending()).toEqual([]), eventually);
  });

  it('with no Supabase configured, stores and logs the message (202), and delivers it once Supabase is configured', async () => {
    const first = await setup({ supabase: false });
    const res = await request(first.app).post('/api/contact').send(homeForm);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true, queued: true });
    expect(await first.pending()).toHaveLength(1);
    expect(first.logs.find((l) => l.msg === 'outbox: stored until Supabase is configured')).toMatchObject({
      level: 30,
    });
    // Nothing to deliver to: the message waits.
    expect((await request(first.app).get('/readyz')).body.outbox).toMatchObject({ depth: 1, delivering: false });
    expect(standIn.functionCalls()).toEqual([]);

    // The operator configures Supabase and restarts: the waiting message goes out.
    const second = await setup({ dataDir: first.dataDir });
    await vi.waitFor(() => expect(standIn.functionCalls('send-contact-email')).toHaveLength(1), eventually);
    await vi.waitFor(async () => expect(await second.pending()).toEqual([]), eventually);
    expect(standIn.functionCalls('send-contact-email')[0]!.body).toEqual(delivered);
  });

  it('answers 503 when the message can be neither stored nor delivered, and 200 when it is delivered anyway', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'forms-api-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const { app } = buildTestApp({
      env: { DATA_DIR: path.join(dataDir, 'not-a-folder'), RATE_LIMIT_MAX: '1000' },
      functions: createFunctionsClient(createSupabaseClient(standIn), { timeoutMs: NO_LIMIT }),
    });
    await writeFile(path.join(dataDir, 'not-a-folder'), 'a file where the folder should be');
    expect((await request(app).post('/api/contact').send(homeForm)).status).toBe(200);
    standIn.failWith = 503;
    const res = await request(app).post('/api/contact').send(homeForm);
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('unavailable');
  });
});
