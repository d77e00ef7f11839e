import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type StartedServer } from '../helpers/server-process.js';
import { freePort } from '../../tools/free-port.js';
import { startRedisServer } from '../helpers/redis-server.js';
import { eventually } from '../helpers/patience.js';
import { caddyMissing, startCaddy, validateCaddyfile } from '../helpers/caddy-proxy.js';
import type { Daemon } from '../../tools/daemon.js';
import { formPosts } from '../../shared/schemas/form-posts.js';
import { HONEYPOT_FIELD } from '../../shared/schemas/mapping.js';
import { clinic } from '../../shared/clinic.js';
import { startSupabaseStandIn, type StandIn } from '../../tools/supabase-standin.js';
import { skipForMissingTool } from '../helpers/missing-tool.js';

// The README's promise for several instances: with Redis stopped, pages keep being served and the
// forms answer 503 naming the phone. Two instances of the production build on one Redis, behind the
// real Caddy running the shipped deploy/Caddyfile (its /readyz health check included), with the
// Supabase stand-in so each instance runs the queue's worker.
const noCaddy = skipForMissingTool(caddyMissing(), 'Redis stopped behind the shipped Caddyfile');

let dir: string;
let standIn: StandIn;
let redisPort: number;
let redis: Daemon;
let caddy: Awaited<ReturnType<typeof startCaddy>>;
let instances: StartedServer[] = [];

/** Polls `check` until it holds (probes come every health-check interval, not at once). */
const until = (check: () => boolean | Promise<boolean>) => vi.waitUntil(check, { ...eventually, interval: 50 });

/** An instance's JSON log lines from `from` on (stderr chunks, which are not JSON, kept as text). */
const linesSince = (server: StartedServer, from: number) =>
  server.logs.slice(from).map((l) => {
    try {
      return JSON.parse(l) as { level: number; msg: string; req?: { path: string }; res?: { status: number } };
    } catch {
      return { level: 60, msg: l };
    }
  });
/** The request lines of Caddy's health checks, whatever they answered. */
const probes = (server: StartedServer, from: number) =>
  linesSince(server, from).filter((l) => l.req?.path === '/readyz' && l.res !== undefined);

const contactForm = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'dana@example.com',
  phone: '',
  subject: '',
  message: 'My lower back has hurt for a week now.',
};
const apiPost = () =>
  fetch(caddy.url + '/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      phone: '(727) 555-0199',
      message: 'My lower back has hurt for a week now.',
      source: 'contact-form',
    }),
  });
const pagePost = () =>
  fetch(caddy.url + formPosts['contact-page'].action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ ...contactForm, [HONEYPOT_FIELD]: '' }),
  });

describe.skipIf(noCaddy)('Redis stopped behind the shipped Caddyfile', () => {
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'redis-outage-'));
    standIn = await startSupabaseStandIn();
    redisPort = await freePort();
    redis = await startRedisServer(redisPort, dir);
    const [portA, portB, proxyPort] = await Promise.all([freePort(), freePort(), freePort()]);
    const env = (port: number) => ({
      PORT: String(port),
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      SUPABASE_URL: standIn.url,
      SUPABASE_ANON_KEY: standIn.anonKey,
      TRUST_PROXY: '1',
      SITE_URL: `http://127.0.0.1:${proxyPort}`,
      DATA_DIR: path.join(dir, 'data-never-used'),
      RATE_LIMIT_MAX: '1000',
    });
    instances = await Promise.all([startServer(env(portA)), startServer(env(portB))]);
    caddy = await startCaddy({ port: proxyPort, upstreamPorts: [portA, portB], dir: path.join(dir, 'caddy') });
  });
  afterAll(async () => {
    await caddy?.stop();
    await Promise.all(instances.map((s) => s.stop()));
    await redis?.stop();
    await standIn?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('caddy validate accepts the Caddyfile with its placeholders filled', () => {
    const { code, output } = validateCaddyfile(caddy.env);
    expect(output).toContain('Valid configuration');
    expect(code).toBe(0);
  });

  it('pages answer 200 and forms 503 naming the phone; one log line when Redis goes, one when it is back', async () => {
    const [a, b] = instances as [StartedServer, StartedServer];
    // Caddy health-checks both instances on /readyz.
    await until(() => probes(a, 0).length > 0 && probes(b, 0).length > 0);
    expect((await apiPost()).status).toBe(200);

    const down = [a, b].map((server) => ({ server, from: server.logs.length }));
    await redis.stop();
    // Two probes each after the outage began: Caddy has acted on at least one answer given without Redis.
    for (const { server, from } of down)
      await until(
        () => server.logs.slice(from).some((l) => l.includes('redis unreachable')) && probes(server, from).length >= 2,
      );
    for (const { server, from } of down) {
      expect(probes(server, from).map((l) => l.res?.status)).toEqual(probes(server, from).map(() => 200));
      // Probes write no line of their own: the outage is said once.
      expect(linesSince(server, from).filter((l) => l.level >= 40)).toEqual([
        expect.objectContaining({ level: 50, msg: expect.stringContaining('redis unreachable') }),
      ]);
      const ready = await fetch(server.url + '/readyz');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ready', queue: 'unreachable' });
    }

    // Every page, through the proxy, on both instances (round robin).
    for (const page of ['/', '/about', '/blog', '/contact', '/services/knee', '/', '/about', '/blog']) {
      const res = await fetch(caddy.url + page);
      expect([page, res.status]).toEqual([page, 200]);
      expect(await res.text()).toContain('</html>');
    }
    for (const post of [apiPost, pagePost, apiPost, pagePost]) {
      const res = await post();
      expect(res.status).toBe(503);
      const body = (await res.json()) as { error: string; message: string };
      expect(body.error).toBe('unavailable');
      expect(body.message).toContain(clinic.phone.display);
    }

    const back = [a, b].map((server) => ({ server, from: server.logs.length }));
    redis = await startRedisServer(redisPort, dir);
    for (const server of [a, b])
      await until(async () => {
        const body = (await (await fetch(server.url + '/readyz')).json()) as { queue?: string; outbox?: object };
        return body.queue === undefined && body.outbox !== undefined;
      });
    // Said once: the line may reach the pipe just after /readyz has answered.
    const recovered = (server: StartedServer, from: number) =>
      linesSince(server, from).filter((l) => l.msg === 'redis reachable again');
    for (const { server, from } of back) await until(() => recovered(server, from).length > 0);
    for (const { server, from } of back) expect(recovered(server, from)).toHaveLength(1);
    expect((await apiPost()).status).toBe(200);
    expect((await apiPost()).status).toBe(200);
  });

  it('told to stop while Redis is down, an instance still exits 0 (its queue worker does not wait for Redis)', async () => {
    await redis.stop();
    await until(() => instances.every((s) => s.logs.filter((l) => l.includes('redis unreachable')).length === 2));
    expect(await Promise.all(instances.map((s) => s.stop()))).toEqual([0, 0]);
  });
});
