import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type StartedServer } from '../helpers/server-process.js';
import { eventually } from '../helpers/patience.js';
import { startSupabaseStandIn, type StandIn } from '../../tools/supabase-standin.js';

// The production build as a child process: the outbox must survive the process dying without warning.
let standIn: StandIn;
let dataDir: string;
const servers: StartedServer[] = [];

beforeAll(async () => {
  standIn = await startSupabaseStandIn();
  dataDir = await mkdtemp(path.join(tmpdir(), 'forms-process-'));
});
afterAll(async () => {
  for (const server of servers)
    if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
  await standIn.close();
  await rm(dataDir, { recursive: true, force: true });
});

const form = {
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '727-555-0111',
  message: 'I was in a fender bender last week and my neck is sore.',
  source: 'contact-form',
};

describe('the outbox across a crash', () => {
  it('a message answered 202, then SIGKILL, then a restart: delivered exactly once', async () => {
    const env = {
      SUPABASE_URL: standIn.url,
      SUPABASE_ANON_KEY: standIn.anonKey,
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '100',
    };
    standIn.functions['send-contact-email'] = () => ({ status: 503, body: { error: 'mail provider down' } });
    // A long retry delay: the first process never gets to retry before it dies.
    const first = await startServer({ ...env, OUTBOX_RETRY_BASE_MS: '600000' });
    servers.push(first);
    const res = await fetch(first.url + '/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(form),
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true, queued: true });
    const [failed] = standIn.functionCalls('send-contact-email');
    const key = failed!.headers['x-idempotency-key'];
    expect(key).toBeTruthy();

    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(await readdir(path.join(dataDir, 'outbox'))).toContain(`${key}.json`);

    // The function recovers; a new process finds the message and delivers it.
    const delivered: unknown[] = [];
    standIn.functions['send-contact-email'] = (body) => {
      delivered.push(body);
      return { status: 200, body: { ok: true } };
    };
    const second = await startServer({ ...env, OUTBOX_RETRY_BASE_MS: '50' });
    servers.push(second);
    expect(second.logs.some((l) => l.includes('messages waiting from an earlier run'))).toBe(true);
    await vi.waitFor(() => expect(delivered).toHaveLength(1), eventually);
    await vi.waitFor(
      async () => expect((await readdir(path.join(dataDir, 'outbox'))).filter((f) => f.endsWith('.json'))).toEqual([]),
      eventually,
    );
    const ready = await (await fetch(second.url + '/readyz')).json();
    expect(ready.outbox).toMatchObject({ depth: 0, oldestAgeSeconds: null, deadLetters: 0 });
    // The line reaches this process through the server's stdout, after the file is gone.
    await vi.waitFor(
      () =>
        expect(second.logs.some((l) => l.includes('"msg":"outbox: delivered"') && l.includes(String(key)))).toBe(true),
      eventually,
    );
    expect(await second.stop()).toBe(0);

    // A third start finds nothing left to send: the outbox reads its folder before the server listens.
    const third = await startServer({ ...env, OUTBOX_RETRY_BASE_MS: '50' });
    servers.push(third);
    expect(third.logs.some((l) => l.includes('messages waiting from an earlier run'))).toBe(false);
    expect((await (await fetch(third.url + '/readyz')).json()).outbox).toMatchObject({ depth: 0 });
    await third.stop();

    // The API names no language: the message was written in English.
    expect(delivered).toEqual([{ ...form, language: 'en' }]);
    const calls = standIn.functionCalls('send-contact-email');
    expect(calls).toHaveLength(2);
    expect(calls.map((c) => c.headers['x-idempotency-key'])).toEqual([key, key]);
  });
});
