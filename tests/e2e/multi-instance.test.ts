import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServer, type StartedServer } from '../helpers/server-process.js';
import { startSupabaseStandIn, type StandIn } from '../../tools/supabase-standin.js';
import { freePort } from '../../tools/free-port.js';
import { startRedisServer } from '../helpers/redis-server.js';
import { eventually } from '../helpers/patience.js';
import { startNginxBalancer } from '../helpers/nginx-balancer.js';
import { keepAliveLoad } from '../helpers/keep-alive-load.js';
import type { Daemon } from '../../tools/daemon.js';
import { formPosts } from '../../shared/schemas/form-posts.js';
import { HONEYPOT_FIELD } from '../../shared/schemas/mapping.js';
import { pageForms } from '../../server/forms/page-forms.js';

// Two instances of the production build on one Redis (Debian's redis-server, started here), with the
// Supabase stand-in, and nginx in front where a test needs a load balancer: the topology of docker-compose.yml.
let standIn: StandIn;
let dir: string;
let redisPort: number;
let redis: Daemon;
let servers: StartedServer[] = [];

beforeAll(async () => {
  standIn = await startSupabaseStandIn();
  dir = await mkdtemp(path.join(tmpdir(), 'multi-instance-'));
});
afterAll(async () => {
  await standIn.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  standIn.reset();
  redisPort = await freePort();
  redis = await startRedisServer(redisPort, dir);
});
afterEach(async () => {
  for (const server of servers)
    if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
  servers = [];
  await redis.stop();
});

const env = (extra: Record<string, string> = {}) => ({
  SUPABASE_URL: standIn.url,
  SUPABASE_ANON_KEY: standIn.anonKey,
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  DATA_DIR: path.join(dir, 'data-never-used'),
  RATE_LIMIT_MAX: '1000',
  ...extra,
});
async function instance(extra: Record<string, string> = {}) {
  const server = await startServer(env(extra));
  servers.push(server);
  return server;
}

const form = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'dana@example.com',
  phone: '',
  subject: '',
  message: 'My lower back has hurt for a week now.',
};
/** The contact page's form as its script sends it: its own values, as JSON, to its own address. */
const post = (url: string) =>
  fetch(url + formPosts['contact-page'].action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ ...form, [HONEYPOT_FIELD]: '' }),
  });

/** Polls `check` until it holds (two instances, Redis and nginx answer in their own time, not at once). */
const until = (check: () => boolean | Promise<boolean>) => vi.waitUntil(check, { ...eventually, interval: 50 });
const readyz = async (server: StartedServer) => {
  const res = await fetch(server.url + '/readyz');
  return {
    status: res.status,
    body: (await res.json()) as {
      status: string;
      queue?: string;
      outbox?: { depth: number; queue: Record<string, number> };
    },
  };
};

describe('two instances on one Redis', () => {
  it('holds the rate limit across both: a 200-request burst with RATE_LIMIT_MAX=5 accepts exactly 5', async () => {
    const [a, b] = await Promise.all([instance({ RATE_LIMIT_MAX: '5' }), instance({ RATE_LIMIT_MAX: '5' })]);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => post((i % 2 ? a! : b!).url)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(195);
    const limited = answers.find((r) => r.status === 429)!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('ratelimit')).toMatch(
      new RegExp(`^"${pageForms['contact-page'].endpoint}"; r=0; t=\\d+$`),
    );
    expect(standIn.functionCalls('send-contact-email')).toHaveLength(5);
  });

  it('a message accepted by A during a function outage, A killed, the function back: delivered exactly once, by B', async () => {
    standIn.functions['send-contact-email'] = () => ({ status: 503, body: { error: 'mail provider down' } });
    // A's first retry is a second or two away: it is killed long before; B retries quickly.
    const [a, b] = await Promise.all([
      instance({ OUTBOX_RETRY_BASE_MS: '2000' }),
      instance({ OUTBOX_RETRY_BASE_MS: '50' }),
    ]);
    const res = await post(a!.url);
    expect(res.status).toBe(202);
    a!.child.kill('SIGKILL');
    await a!.exited;
    const key = standIn.functionCalls('send-contact-email')[0]!.headers['x-idempotency-key'];
    expect(key).toBeTruthy();

    const delivered: string[] = [];
    standIn.functions['send-contact-email'] = (_body, req) => {
      delivered.push(String(req.headers['x-idempotency-key']));
      return { status: 200, body: { ok: true } };
    };
    await until(() => delivered.length > 0);
    await until(async () => (await readyz(b!)).body.outbox?.depth === 0);
    expect(delivered).toEqual([key]);
    expect(b!.logs.some((l) => l.includes('"msg":"outbox: delivered"') && l.includes(String(key)))).toBe(true);
    expect((await readyz(b!)).body.outbox?.queue).toEqual({ waiting: 0, delayed: 0, active: 0, failed: 0 });
  });

  it('a message the function refuses is a dead letter in the failed set, logged as on disk', async () => {
    standIn.functions['send-contact-email'] = () => ({ status: 422, body: { error: 'bad address' } });
    const a = await instance();
    const res = await post(a.url);
    expect(res.status).toBe(502);
    await until(async () => (await readyz(a)).body.outbox?.queue.failed === 1);
    expect(
      a.logs.some(
        (l) =>
          l.includes('"level":50') && l.includes('outbox: the function refused the message; kept as a dead letter'),
      ),
    ).toBe(true);
    expect(standIn.functionCalls('send-contact-email')).toHaveLength(1);
  });

  it('Redis stopped: forms 503 and nothing accepted, still ready for pages; Redis back: accepting again', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    expect((await post(a!.url)).status).toBe(200);
    await redis.stop();
    for (const server of [a!, b!]) {
      const res = await post(server.url);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ error: 'unavailable' });
      // Pages need no Redis: still ready, the queue named unreachable (tests/e2e/redis-outage.test.ts).
      expect(await readyz(server)).toMatchObject({ status: 200, body: { status: 'ready', queue: 'unreachable' } });
    }
    expect(standIn.functionCalls('send-contact-email')).toHaveLength(1);
    // The connection's watcher says so once it has failed to reconnect (a moment after the first 503).
    await until(() => a!.logs.some((l) => l.includes('redis unreachable')));

    redis = await startRedisServer(redisPort, dir);
    await until(
      async () => (await readyz(a!)).body.outbox !== undefined && (await readyz(b!)).body.outbox !== undefined,
    );
    expect((await post(a!.url)).status).toBe(200);
    expect((await post(b!.url)).status).toBe(200);
    expect(standIn.functionCalls('send-contact-email')).toHaveLength(3);
  });

  it('a rolling restart of A then B under keep-alive load through the load balancer fails no request', async () => {
    const [portA, portB, portLb] = await Promise.all([freePort(), freePort(), freePort()]);
    let [a, b] = await Promise.all([instance({ PORT: String(portA) }), instance({ PORT: String(portB) })]);
    const lb = await startNginxBalancer({ port: portLb, upstreamPorts: [portA, portB], dir: path.join(dir, 'nginx') });
    const load = keepAliveLoad(lb.url, {
      connections: 25,
      paths: ['/', '/services/knee', '/blog', '/about', '/healthz'],
    });
    try {
      await load.reached(300);
      a.child.kill('SIGTERM');
      expect(await a.exited).toBe(0);
      a = await instance({ PORT: String(portA) });
      // As a deploy waits for the balancer to send traffic to the new instance before the next one.
      await until(() => a.logs.some((l) => l.includes('"msg":"request completed"')));
      await load.reached(load.report.answered + 300);
      b.child.kill('SIGTERM');
      expect(await b.exited).toBe(0);
      b = await instance({ PORT: String(portB) });
      await until(() => b.logs.some((l) => l.includes('"msg":"request completed"')));
      await load.reached(load.report.answered + 300);
      const report = await load.stop();
      expect(report.failures).toEqual([]);
      expect(report.refused).toBe(0);
      expect([...report.statuses.keys()]).toEqual([200]);
    } finally {
      await load.stop();
      await lb.stop();
    }
  });
});
