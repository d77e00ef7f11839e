import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import escapeHtml from 'escape-html';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createFunctionsClient } from '../../server/functions/client.js';
import { createSupabaseClient } from '../../server/supabase.js';
import {
  crossSiteMessage,
  rateLimitMessage,
  submissionAnswers,
  validationMessage,
} from '../../server/forms/answers.js';
import { unreadableAnswer, unsupportedMediaType } from '../../server/forms/post-body.js';
import { contactPageLimits, fieldErrors } from '../../shared/schemas/fields.js';
import { formAddressesIn, formPosts, type FormId, type FormResult } from '../../shared/schemas/form-posts.js';
import { sentPageContent } from '../../client/components/forms/messages.js';
import { uiTexts } from '../../client/texts/ui.js';
import { HONEYPOT_FIELD } from '../../shared/schemas/mapping.js';
import { SITE_SCRIPT_ID } from '../../shared/site.js';
import { formResultOf } from '../helpers/islands.js';
import { deliveredFor, formValues, forms, parseForm } from '../helpers/form-values.js';
import { buildTestApp, type LogLine } from '../helpers/app.js';
import { NO_LIMIT } from '../helpers/patience.js';
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

/** The real app, its outbox in a temp folder, delivering to the Supabase stand-in. */
async function setup(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'form-posts-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const built = buildTestApp({
    env: { DATA_DIR: dataDir, OUTBOX_RETRY_BASE_MS: '50', RATE_LIMIT_MAX: '1000', ...env },
    // No time limit on the calls: a slow machine only makes them slower.
    functions: createFunctionsClient(createSupabaseClient(standIn), { timeoutMs: NO_LIMIT }),
  });
  await built.outbox.start();
  cleanups.push(() => built.outbox.stop());
  const outboxDir = path.join(dataDir, 'outbox');
  const pending = async () => (await readdir(outboxDir)).filter((f) => f.endsWith('.json'));
  return { ...built, pending };
}

const valid = formValues;
const english = uiTexts.en.forms;
const CROSS_SITE_MESSAGE = crossSiteMessage('en');
const VALIDATION_MESSAGE = validationMessage('en');

/** What each form's post hands the functions, in order: the home form's lead, then every form's message. */
const delivered = {
  home: deliveredFor('home', valid.home),
  'contact-page': deliveredFor('contact-page', valid['contact-page']),
};

const endpoints = { home: 'form-home', 'contact-page': 'form-contact-page' } as const;

const urlencoded = (values: Record<string, string> | [string, string][]) => new URLSearchParams(values).toString();

/** A native post: urlencoded, as a browser sends a form without script. */
const postNative = (app: ReturnType<typeof buildTestApp>['app'], form: FormId, body: string) =>
  request(app).post(formPosts[form].action).type('form').set('Accept', 'text/html').send(body);

/** The browser's script: JSON to the form's own address. */
const postJson = (app: ReturnType<typeof buildTestApp>['app'], form: FormId, body: unknown) =>
  request(app)
    .post(formPosts[form].action)
    .set('Accept', 'application/json')
    .send(body as object);

const submissionLines = (logs: LogLine[]) => logs.filter((l) => l.msg === 'form submission');

const calls = () => standIn.functionCalls().map((call) => ({ fn: call.path.split('/').at(-1), body: call.body }));

describe.each(['home', 'contact-page'] as const)('POST %s form natively', (form) => {
  const { action, sentPath, fields } = formPosts[form];

  it('sends a valid post to the functions and answers 303 See Other to the confirmation page', async () => {
    const { app, logs } = await setup();
    const res = await postNative(app, form, urlencoded({ ...valid[form], [HONEYPOT_FIELD]: '' }));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(sentPath);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(calls()).toEqual(delivered[form]);

    const [line, ...others] = submissionLines(logs);
    expect(others).toEqual([]);
    expect(line).toMatchObject({ endpoint: endpoints[form], outcome: 'delivered', level: 30 });
    expect(line!.source).toBe(delivered[form].at(-1)!.body.source);
    const keys = standIn.functionCalls().map((call) => call.headers['x-idempotency-key']);
    expect(line!.submissionId).toBe(keys.at(-1));
    if (form === 'home') expect(line!.lead).toEqual({ submissionId: keys[0], outcome: 'delivered' });
    expect(new Set(keys).size).toBe(keys.length);
    const everything = JSON.stringify(logs);
    for (const value of Object.values(valid[form])) expect(everything).not.toContain(value);
  });

  it('answers an invalid post 400 with its page again: each field’s message and what the visitor typed', async () => {
    const { app } = await setup();
    // Every field sent (empty unless named), each named one wrong in its own way.
    const wrong: Record<string, string> =
      form === 'home'
        ? { name: 'M', email: 'maria@', phone: '727 & 5', message: '<b>Hi</b>' }
        : {
            firstName: ' ',
            lastName: '<b>Patel</b> & Co',
            email: 'sam@',
            phone: '1'.repeat(contactPageLimits.phone + 1),
            subject: 'x'.repeat(contactPageLimits.subject + 1),
            message: '',
          };
    const typed = { ...Object.fromEntries(formPosts[form].fields.map((name) => [name, ''])), ...wrong };
    // The messages the schema gives: the clinic's words, one for each field that is wrong.
    const expectedErrors = fieldErrors(parseForm(form, typed).error?.issues ?? []);
    const clinicWords = Object.values(english.validation[forms[form].texts]).flatMap((field) => Object.values(field));
    expect(Object.keys(expectedErrors).length).toBeGreaterThan(0);
    for (const message of Object.values(expectedErrors)) expect(clinicWords).toContain(message);
    const res = await postNative(app, form, urlencoded(typed));
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();

    expect(formResultOf(res.text, form)).toEqual({ form, values: typed, errors: expectedErrors } satisfies FormResult);
    for (const message of Object.values(expectedErrors)) expect(res.text).toContain(escapeHtml(message));
    // The values are in the form's markup, escaped; never as markup of their own.
    const markup = res.text.slice(0, res.text.indexOf(`<script id="${SITE_SCRIPT_ID}"`));
    for (const value of Object.values(typed).filter((v) => v.trim())) expect(markup).toContain(escapeHtml(value));
    expect(res.text).not.toMatch(/<b>(Hi|Patel)<\/b>/);
    expect(calls()).toEqual([]);

    // One visitor's page: the next visitor's GET of the same address shows an empty form.
    const plain = await request(app).get(action);
    expect(plain.status).toBe(200);
    expect(formResultOf(plain.text, form)).toBeUndefined();
  });

  it('names every field of the form in its FormResult, empty when not sent', async () => {
    const { app } = await setup();
    const res = await postNative(app, form, '');
    expect(res.status).toBe(400);
    const result = formResultOf(res.text, form)!;
    expect(Object.keys(result.values)).toEqual([...fields]);
    expect(Object.values(result.values).every((value) => value === '')).toBe(true);
  });

  it('treats a repeated field as invalid for that field, keeping its first value', async () => {
    const { app } = await setup();
    const [first, ...rest] = Object.entries(valid[form]);
    const body: [string, string][] = [first!, [first![0], 'Someone else'], ...rest];
    const res = await postNative(app, form, urlencoded(body));
    expect(res.status).toBe(400);
    const result = formResultOf(res.text, form)!;
    expect(Object.keys(result.errors)).toEqual([first![0]]);
    expect(result.values).toEqual(valid[form]);
    expect(calls()).toEqual([]);
  });

  it('answers a filled honeypot like a success and delivers nothing', async () => {
    const { app, logs, pending } = await setup();
    const res = await postNative(app, form, urlencoded({ ...valid[form], [HONEYPOT_FIELD]: 'https://spam.example' }));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(sentPath);
    const json = await postJson(app, form, { ...valid[form], [HONEYPOT_FIELD]: 'x' });
    expect(json.status).toBe(200);
    expect(json.body).toEqual({ ok: true });
    expect(calls()).toEqual([]);
    expect(await pending()).toEqual([]);
    expect(submissionLines(logs).map((l) => l.outcome)).toEqual(['honeypot', 'honeypot']);
  });

  it('answers a rate-limited post 429 with the page, the values and the limit’s message', async () => {
    // The limiter's clock stands still: its Retry-After is exact, however slow the machine.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const { app } = await setup({ RATE_LIMIT_MAX: '1', RATE_LIMIT_WINDOW_MS: '600000' });
    expect((await postNative(app, form, urlencoded(valid[form]))).status).toBe(303);
    const res = await postNative(app, form, urlencoded(valid[form]));
    expect(res.status).toBe(429);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.ratelimit).toMatch(new RegExp(`^"${endpoints[form]}"; r=0; t=\\d+$`));
    expect(res.headers['ratelimit-policy']).toMatch(new RegExp(`^"${endpoints[form]}"; q=1; w=600;`));
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(formResultOf(res.text, form)).toEqual({
      form,
      values: valid[form],
      errors: {},
      alert: rateLimitMessage(retryAfter, 'en'),
    });
    expect(res.text).toContain(escapeHtml(rateLimitMessage(retryAfter, 'en')));

    const json = await postJson(app, form, valid[form]);
    expect(json.status).toBe(429);
    expect(json.body).toEqual({
      error: 'rate_limited',
      message: rateLimitMessage(Number(json.headers['retry-after']), 'en'),
      retryAfterSeconds: Number(json.headers['retry-after']),
    });
    expect(calls()).toEqual(delivered[form]);
    // The API keeps its own budget.
    const api = await request(app)
      .post('/api/contact')
      .send({ ...valid.home, source: 'contact-form' });
    expect(api.status).toBe(200);
  });

  it('refuses a post from another site with 403 and the page, the values and why; counts nothing', async () => {
    const { app, logs } = await setup({ RATE_LIMIT_MAX: '1' });
    const crossSite = await postNative(app, form, urlencoded(valid[form])).set('Sec-Fetch-Site', 'cross-site');
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers['cache-control']).toBe('no-store');
    expect(formResultOf(crossSite.text, form)).toEqual({
      form,
      values: valid[form],
      errors: {},
      alert: CROSS_SITE_MESSAGE,
    });
    const sameSite = await postNative(app, form, urlencoded(valid[form])).set('Sec-Fetch-Site', 'same-site');
    expect(sameSite.status).toBe(403);
    const foreignOrigin = await postNative(app, form, urlencoded(valid[form])).set('Origin', 'https://evil.example');
    expect(foreignOrigin.status).toBe(403);
    expect(formResultOf(foreignOrigin.text, form)!.alert).toBe(CROSS_SITE_MESSAGE);
    const opaqueOrigin = await postNative(app, form, urlencoded(valid[form])).set('Origin', 'null');
    expect(opaqueOrigin.status).toBe(403);
    const json = await postJson(app, form, valid[form]).set('Origin', 'https://evil.example');
    expect(json.status).toBe(403);
    expect(json.body).toEqual({ error: 'cross_site', message: CROSS_SITE_MESSAGE });
    expect(calls()).toEqual([]);
    const refusals = logs.filter((l) => l.msg === 'form submission refused: cross-site');
    expect(refusals).toHaveLength(5);
    expect(refusals.every((l) => l.level === 40 && l.endpoint === endpoints[form])).toBe(true);

    // None of them used the budget (one post): the visitor's own post still goes through.
    const own = await postNative(app, form, urlencoded(valid[form])).set('Sec-Fetch-Site', 'same-origin');
    expect(own.status).toBe(303);
    expect(calls()).toEqual(delivered[form]);
  });

  it('lets same-origin posts through: by Sec-Fetch-Site, by an Origin naming SITE_URL or the Host, or with neither', async () => {
    const { app, config } = await setup();
    const siteOrigin = new URL(config.siteUrl).origin;
    const posts = [
      postNative(app, form, urlencoded(valid[form])).set('Sec-Fetch-Site', 'same-origin'),
      postNative(app, form, urlencoded(valid[form])).set('Sec-Fetch-Site', 'none'),
      postNative(app, form, urlencoded(valid[form])).set('Origin', siteOrigin),
      postNative(app, form, urlencoded(valid[form]))
        .set('Host', 'clinic.test:8080')
        .set('Origin', 'http://clinic.test:8080'),
      postNative(app, form, urlencoded(valid[form])),
      postJson(app, form, valid[form]).set('Sec-Fetch-Site', 'same-origin').set('Origin', siteOrigin),
    ];
    for (const res of await Promise.all(posts)) expect(res.status, res.text).toBeLessThan(400);
  });

  it('answers 413 to a body over the limit with a page saying the text is still in the form', async () => {
    const { app } = await setup();
    const huge = urlencoded({ ...valid[form], message: 'x'.repeat(70 * 1024) });
    const res = await postNative(app, form, huge);
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain(escapeHtml(english.unreadable.page.goBack));
    const json = await postJson(app, form, { ...valid[form], message: 'x'.repeat(13 * 1024) });
    expect(json.status).toBe(413);
    expect(json.body).toEqual({ error: 'payload_too_large', message: english.unreadable.tooLarge });
    expect(calls()).toEqual([]);
  });

  it('answers 415 to a body that is neither urlencoded nor JSON', async () => {
    const { app } = await setup();
    const text = await request(app)
      .post(action)
      .set('Content-Type', 'text/plain')
      .set('Accept', 'text/html')
      .send(urlencoded(valid[form]));
    expect(text.status).toBe(415);
    expect(text.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(text.text).toContain(escapeHtml(english.unreadable.page.goBack));
    const multipart = await request(app).post(action).field('message', 'hello');
    expect(multipart.status).toBe(415);
    const none = await request(app).post(action).set('Accept', 'application/json');
    expect(none.status).toBe(415);
    expect(none.body).toEqual(unreadableAnswer(unsupportedMediaType, 'en'));
    expect(calls()).toEqual([]);
  });

  it('answers the browser’s JSON with JSON: 200 when delivered, 202 when queued', async () => {
    const { app } = await setup();
    const res = await postJson(app, form, { ...valid[form], [HONEYPOT_FIELD]: '' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(calls()).toEqual(delivered[form]);

    standIn.functions['send-contact-email'] = () => ({ status: 500, body: { error: 'smtp down' } });
    const queued = await postJson(app, form, valid[form]);
    expect(queued.status).toBe(202);
    expect(queued.body).toEqual({ ok: true, queued: true });
  });

  it('answers invalid JSON values 400 naming the form’s own fields', async () => {
    const { app } = await setup();
    const sent = Object.fromEntries(fields.map((field) => [field, field === 'email' ? 'nobody@' : 42]));
    const res = await postJson(app, form, sent);
    expect(res.status).toBe(400);
    // Not text, so every field is refused, each with its own message as the schema states it.
    const refused = fieldErrors(parseForm(form, sent).error?.issues ?? []);
    expect(Object.keys(refused).sort()).toEqual([...fields].sort());
    expect(res.body).toEqual({ error: 'validation', fields: refused, message: VALIDATION_MESSAGE });
    const malformed = await request(app).post(action).set('Content-Type', 'application/json').send('{"name": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'invalid_json', message: english.unreadable.invalidJson });
    expect(calls()).toEqual([]);
  });

  it('answers a refused delivery 502 with the page, the values and the API’s message', async () => {
    const { app } = await setup();
    standIn.functions['send-contact-email'] = () => ({ status: 400, body: { error: 'recipient rejected' } });
    const res = await postNative(app, form, urlencoded(valid[form]));
    expect(res.status).toBe(502);
    expect(res.headers['cache-control']).toBe('no-store');
    const { message } = submissionAnswers.en.rejected.body;
    expect(formResultOf(res.text, form)).toEqual({ form, values: valid[form], errors: {}, alert: message });
    expect(res.text).toContain(escapeHtml(message));
    const json = await postJson(app, form, valid[form]);
    expect(json.status).toBe(502);
    expect(json.body).toEqual(submissionAnswers.en.rejected.body);
  });
});

describe('the home form’s lead', () => {
  it('is best effort: a refused lead still sends the message and answers 303', async () => {
    const { app, logs } = await setup();
    standIn.functions['submit-to-ghl'] = () => ({ status: 200, body: { success: false } });
    const res = await postNative(app, 'home', urlencoded(valid.home));
    expect(res.status).toBe(303);
    expect(calls()).toEqual(delivered.home);
    expect(submissionLines(logs).at(-1)).toMatchObject({
      outcome: 'delivered',
      lead: { outcome: 'rejected' },
    });
  });
});

describe('native posts in any script', () => {
  it('takes the largest contact-page message in the widest script (subject and message at their limits)', async () => {
    const { app } = await setup();
    // Vietnamese letters such as ệ: three bytes in UTF-8, nine characters percent-encoded, the most per character.
    const widest = (n: number) => '\u1ec7'.repeat(n);
    const largest = {
      ...valid['contact-page'],
      subject: widest(contactPageLimits.subject),
      message: widest(contactPageLimits.message),
    };
    const body = urlencoded(largest);
    expect(body.length).toBeGreaterThan(22 * 1024);
    const res = await postNative(app, 'contact-page', body);
    expect(res.status).toBe(303);
    expect(standIn.functionCalls('send-contact-email')[0]!.body).toEqual(
      deliveredFor('contact-page', largest)[0]!.body,
    );
  });
});

describe('what the page renderer keeps', () => {
  it('never answers a post with 304 and never keeps its page', async () => {
    const { app } = await setup();
    const first = await request(app).get('/contact');
    const res = await postNative(app, 'contact-page', '').set('If-None-Match', first.headers.etag ?? '*');
    expect(res.status).toBe(400);
    const again = await request(app).get('/contact').set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
  });
});

describe.each(['home', 'contact-page'] as const)('the %s form on its Spanish page', (form) => {
  const spanish = uiTexts.es.forms;
  const { action, sentPath } = formAddressesIn(form, 'es');
  const post = (app: ReturnType<typeof buildTestApp>['app'], accept: string) =>
    request(app).post(action).set('Accept', accept);

  it('posts to the Spanish page, is delivered as written in Spanish, and leads to the Spanish confirmation', async () => {
    const { app } = await setup();
    const res = await post(app, 'text/html').type('form').send(urlencoded(valid[form]));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(sentPath);
    expect(calls()).toEqual(
      form === 'home' ? deliveredFor(form, valid.home, 'es') : deliveredFor(form, valid[form], 'es'),
    );
    expect(calls().every((call) => (call.body as { language?: string }).language === 'es')).toBe(true);

    const confirmation = await request(app).get(sentPath);
    expect(confirmation.status).toBe(200);
    expect(confirmation.text).toMatch(/<html lang="es"/);
    const { title, description, back } = sentPageContent(form, 'es');
    expect(confirmation.text).toContain(
      `<h1 id="sent-title" class="mt-4 text-3xl font-semibold sm:text-4xl">${title}</h1>`,
    );
    expect(confirmation.text).toContain(escapeHtml(description));
    expect(confirmation.text).toContain(`href="${back.href}"`);
    expect(back.href).toBe(action);
  });

  it('answers an invalid post 400 with the Spanish page: its values, each field’s Spanish message', async () => {
    const { app } = await setup();
    const typed = { ...valid[form], email: 'maria@' };
    const res = await post(app, 'text/html').type('form').send(urlencoded(typed));
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/<html lang="es"/);
    const errors = fieldErrors(parseForm(form, typed, 'es').error!.issues);
    expect(errors).toEqual({ email: spanish.validation[forms[form].texts].email.required });
    expect(formResultOf(res.text, form)).toEqual({ form, values: typed, errors });
    expect(res.text).toContain(escapeHtml(errors.email!));
    // The form itself in Spanish: its name, its address and its button.
    expect(res.text).toContain(
      `aria-label="${forms[form].texts === 'home' ? spanish.names.home : spanish.names.contactPage}"`,
    );
    expect(res.text).toContain(`action="${action}"`);
    expect(res.text).toContain(spanish.send);
    expect(calls()).toEqual([]);
  });

  it('shows why a refused post was not sent, in Spanish, under the form’s Spanish alert title', async () => {
    const { app } = await setup();
    const res = await post(app, 'text/html')
      .type('form')
      .send(urlencoded(valid[form]))
      .set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(403);
    expect(formResultOf(res.text, form)!.alert).toBe(crossSiteMessage('es'));
    const title = spanish.toasts[forms[form].texts].failure.title;
    expect(res.text).toContain(`<p class="font-semibold">${title}</p>`);
    expect(res.text).toContain(escapeHtml(crossSiteMessage('es')));
  });

  it('answers the Spanish page’s script in Spanish: field errors, the rate limit', async () => {
    const { app } = await setup({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '600000' });
    const invalid = await post(app, 'application/json').send({ ...valid[form], email: 'nobody@' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      error: 'validation',
      fields: { email: spanish.validation[forms[form].texts].email.required },
      message: validationMessage('es'),
    });
    expect((await post(app, 'application/json').send(valid[form])).status).toBe(200);
    const limited = await post(app, 'application/json').send(valid[form]);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(rateLimitMessage(Number(limited.headers['retry-after']), 'es'));
    // One budget per form, whatever the language.
    expect((await postJson(app, form, valid[form])).status).toBe(429);
  });

  it('answers a post it cannot read with a Spanish page (its <html lang>), or Spanish JSON', async () => {
    const { app } = await setup();
    const huge = await post(app, 'text/html')
      .type('form')
      .send(urlencoded({ ...valid[form], message: 'x'.repeat(70 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.text).toMatch(/^<!DOCTYPE html><html lang="es">/);
    expect(huge.text).toContain(spanish.unreadable.page.tooLarge.title);
    expect(huge.text).toContain('<a href="/es">');
    const text = await post(app, 'text/html').set('Content-Type', 'text/plain').send('hola');
    expect(text.status).toBe(415);
    expect(text.text).toContain(spanish.unreadable.page.mediaType.title);
    const malformed = await post(app, 'application/json').set('Content-Type', 'application/json').send('{"name": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'invalid_json', message: spanish.unreadable.invalidJson });
    expect(calls()).toEqual([]);
  });
});
