/**
 * The site's delivery end to end with the real functions: the app posts through supabase-js to the
 * Deno functions (supabase/functions/_local/serve.ts, run by the Deno the project installs), which call
 * a stand-in of Resend and LeadConnector here. What the providers receive is what the clinic would get.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFunctionsClient } from '../../server/functions/client.js';
import { createSupabaseClient } from '../../server/supabase.js';
import { buildTestApp } from '../helpers/app.js';
import { eventually, NO_LIMIT } from '../helpers/patience.js';
import { stopAtEnd } from '../helpers/server-process.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type ProviderCall = { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

/** Resend's and LeadConnector's stand-in: records each call and answers with `reply`. */
function startProvider() {
  const calls: ProviderCall[] = [];
  const state = {
    calls,
    reply: (_call: ProviderCall): { status: number; body: unknown } => ({ status: 200, body: { id: 'email-1' } }),
    url: '',
  };
  const server = http.createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      const call = { path: req.url ?? '', headers: req.headers, body: JSON.parse(text || '{}') };
      calls.push(call);
      const { status, body } = state.reply(call);
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  const listening = new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    ready: listening.then(() => {
      state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The two functions as Supabase serves them, on a port Deno picks; resolves with their base URL. */
function startFunctions(env: Record<string, string>, output: string[]) {
  const child = stopAtEnd(
    spawn(
      path.join(root, 'node_modules/.bin/deno'),
      ['run', '--no-remote', '--allow-net=127.0.0.1', '--allow-env', 'supabase/functions/_local/serve.ts'],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          DENO_DIR: path.join(root, 'node_modules/.cache/deno'),
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    ),
  );
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(String(chunk));
      const port = output.join('').match(/listening on (\d+)/)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', reject);
    child.on('exit', (code) => reject(new Error(`deno exited (${code}): ${output.join('')}`)));
  });
  return { child, url };
}

let provider: ReturnType<typeof startProvider>;
let functions: { child: ChildProcess; url: Promise<string> };
let functionsUrl: string;
const functionsOutput: string[] = [];
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  provider = startProvider();
  await provider.ready;
  functions = startFunctions(
    {
      RESEND_API_KEY: 're_test_key',
      CONTACT_TO_EMAIL: 'front-desk@clinic.example',
      CONTACT_FROM_EMAIL: 'Clinic website <forms@clinic.example>',
      RESEND_API_URL: provider.state.url,
      GHL_PRIVATE_TOKEN: 'pit-test-token',
      GHL_LOCATION_ID: 'loc-123',
      GHL_API_URL: provider.state.url,
      // No time limit on either leg (the site's call, the function's to the provider): every test
      // expects an answer, which a slow machine only delays.
      PROVIDER_TIMEOUT_MS: String(NO_LIMIT),
    },
    functionsOutput,
  );
  functionsUrl = await functions.url;
});

afterAll(async () => {
  const child = functions?.child;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
  }
  await provider?.close();
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  provider.state.calls.length = 0;
  provider.state.reply = () => ({ status: 200, body: { id: 'email-1' } });
});

/** The real app, its supabase-js client pointed at the Deno functions, and a started outbox in a temp folder. */
async function setup() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'functions-delivery-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const built = buildTestApp({
    env: { DATA_DIR: dataDir, OUTBOX_RETRY_BASE_MS: '50', RATE_LIMIT_MAX: '1000' },
    functions: createFunctionsClient(createSupabaseClient({ url: functionsUrl, anonKey: 'anon-key' }), {
      timeoutMs: NO_LIMIT,
    }),
  });
  await built.outbox.start();
  cleanups.push(() => built.outbox.stop());
  const outboxDir = path.join(dataDir, 'outbox');
  const pending = async () => (await readdir(outboxDir)).filter((f) => f.endsWith('.json'));
  return { ...built, outboxDir, pending };
}

const homeForm = {
  name: 'Maria <Lopez>',
  email: 'maria.lopez@example.com',
  phone: '(727) 555-0199',
  message: 'My lower back & neck have been stiff for a week.',
  source: 'contact-form',
};

const emails = () => provider.state.calls.filter((c) => c.path === '/emails');

describe('the site delivering to the Deno functions', () => {
  it("POST /api/contact → send-contact-email → Resend gets the visitor's message with the submission id", async () => {
    const { app, logs } = await setup();
    const res = await request(app).post('/api/contact').send(homeForm);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });

    expect(emails()).toHaveLength(1);
    const [{ headers, body }] = emails() as [ProviderCall];
    const key = headers['idempotency-key'];
    expect(key).toMatch(UUID);
    expect(logs.find((l) => l.msg === 'form submission')).toMatchObject({ submissionId: key, outcome: 'delivered' });
    expect(headers.authorization).toBe('Bearer re_test_key');
    expect(body).toMatchObject({
      from: 'Clinic website <forms@clinic.example>',
      to: ['front-desk@clinic.example'],
      reply_to: 'maria.lopez@example.com',
      subject: 'New message from the website home page form',
    });
    for (const value of [homeForm.name, homeForm.phone, homeForm.message]) expect(body.text).toContain(value);
    expect(body.html).toContain('Maria &lt;Lopez&gt;');
    expect(body.html).toContain('My lower back &amp; neck');
    expect(body.text).toContain(key);

    // The functions' log names the submission, never the visitor's details.
    await vi.waitFor(() => expect(functionsOutput.join('')).toContain(`"key":"${key}","outcome":"sent"`), eventually);
    for (const value of ['Maria', 'maria.lopez', '555-0199', 'stiff']) {
      expect(functionsOutput.join('')).not.toContain(value);
    }
  });

  it('POST /api/lead → submit-to-ghl → LeadConnector upsert, and the site reads its success flag', async () => {
    provider.state.reply = () => ({ status: 201, body: { new: true, contact: { id: 'contact-1' } } });
    const { app } = await setup();
    const res = await request(app)
      .post('/api/lead')
      .send({ ...homeForm, name: 'Maria Lopez' });
    expect(res.status).toBe(200);
    const [call] = provider.state.calls;
    expect(call!.path).toBe('/contacts/upsert');
    expect(call!.headers.version).toBe('2021-07-28');
    expect(call!.headers['idempotency-key']).toMatch(UUID);
    expect(call!.body).toEqual({
      locationId: 'loc-123',
      firstName: 'Maria',
      lastName: 'Lopez',
      email: homeForm.email,
      phone: homeForm.phone,
      tags: ['contact-form'],
      source: 'contact-form',
    });
  });

  it('Resend failing → 202 queued, retried with the same key, delivered once it recovers', async () => {
    let healthy = false;
    provider.state.reply = () => (healthy ? { status: 200, body: { id: 'email-2' } } : { status: 500, body: {} });
    const { app, pending } = await setup();
    const res = await request(app).post('/api/contact').send(homeForm);
    expect(res.status).toBe(202);
    await vi.waitFor(() => expect(emails().length).toBeGreaterThanOrEqual(2), eventually);
    healthy = true;
    await vi.waitFor(async () => expect(await pending()).toEqual([]), eventually);
    expect(new Set(emails().map((c) => c.headers['idempotency-key'])).size).toBe(1);
  });

  it('Resend refusing → 502 for the visitor and a dead letter naming the refusal', async () => {
    provider.state.reply = () => ({ status: 422, body: { name: 'validation_error', message: 'Invalid `to` field.' } });
    const { app, outboxDir } = await setup();
    const res = await request(app).post('/api/contact').send(homeForm);
    expect(res.status).toBe(502);
    const [letter] = await readdir(path.join(outboxDir, 'dead'));
    const dead = JSON.parse(await readFile(path.join(outboxDir, 'dead', letter!), 'utf8'));
    expect(dead.failure).toMatchObject({ reason: 'http', status: 422 });
    expect(dead.failure.detail).toContain('Invalid `to` field.');
    expect(emails()).toHaveLength(1);
  });
});
