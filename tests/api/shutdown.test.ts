import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { startServer, type StartedServer } from '../helpers/server-process.js';
import { eventually } from '../helpers/patience.js';
import { startSupabaseStandIn, type StandIn } from '../../tools/supabase-standin.js';
import { blogTables } from '../fixtures/blog-rows.js';
import { heldUpstream } from '../fixtures/held-upstream.js';
import { keepAliveLoad } from '../helpers/keep-alive-load.js';

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startSupabaseStandIn({ tables: blogTables(3) });
});
afterAll(() => standIn.close());

/** The blog list's read (the server also reads the sitemap's post index as it starts). */
const isListQuery = (path: string, query: URLSearchParams) =>
  path === '/rest/v1/blog_posts' && query.get('limit') === '12';

/**
 * The blog list's read waits at a door in front of the stand-in: the page is in flight at the signal
 * for as long as it takes the server to take the signal, and is let through once it has.
 */
async function pageInFlightAtSignal(server: StartedServer, gate: Awaited<ReturnType<typeof heldUpstream>>) {
  await vi.waitUntil(() => gate.held.length > 0, eventually);
  server.child.kill('SIGTERM');
  await vi.waitUntil(() => server.logs.some((l) => l.includes('shutting down')), eventually);
  gate.open();
}

/** The server's blog read from Supabase through the gate. */
const blogThrough = (url: string) => ({
  SUPABASE_URL: url,
  SUPABASE_ANON_KEY: standIn.anonKey,
  BLOG_SOURCE: 'supabase',
});

describe('graceful shutdown', () => {
  it('finishes a page that is waiting on a slow upstream after SIGTERM, then exits 0', async () => {
    const gate = await heldUpstream(standIn.url, isListQuery);
    onTestFinished(() => gate.close());
    const server = await startServer({ ...blogThrough(gate.url), BLOG_CACHE_TTL_SECONDS: '60' });
    try {
      const pending = fetch(server.url + '/blog').then(async (res) => ({ status: res.status, body: await res.text() }));
      await pageInFlightAtSignal(server, gate);

      const res = await pending;
      expect(res.status).toBe(200);
      expect(res.body).toContain('Spine Health Tip Number 3');
      expect(res.body.trimEnd().endsWith('</html>')).toBe(true);
      expect(await server.exited).toBe(0);
      expect(server.logs.some((l) => l.includes('shutting down'))).toBe(true);
    } finally {
      await server.stop();
    }
  });

  it('answers a request in flight at the signal with Connection: close, so its kept-alive connection ends with it', async () => {
    const gate = await heldUpstream(standIn.url, isListQuery);
    onTestFinished(() => gate.close());
    const server = await startServer(blogThrough(gate.url));
    const agent = new http.Agent({ keepAlive: true });
    try {
      const response = new Promise<{ status: number; connection: string | undefined; body: string }>(
        (resolve, reject) => {
          http
            .get(server.url + '/blog', { agent }, (res) => {
              let body = '';
              res.on('data', (c: Buffer) => (body += c));
              res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
            })
            .on('error', reject);
        },
      );
      await pageInFlightAtSignal(server, gate);
      const res = await response;
      expect(res.status).toBe(200);
      expect(res.connection).toBe('close');
      expect(res.body.trimEnd().endsWith('</html>')).toBe(true);
      // Nothing holds the process: it exits without waiting for a keep-alive timeout or the grace period.
      expect(await server.exited).toBe(0);
      expect(server.logs.some((l) => l.includes('grace period over'))).toBe(false);
    } finally {
      agent.destroy();
      await server.stop();
    }
  });

  it('under load on 25 kept-alive connections, SIGTERM drops no request the server received (one sent as it closed an idle connection is sent again, as clients do)', async () => {
    const server = await startServer({});
    const load = keepAliveLoad(server.url, {
      connections: 25,
      paths: ['/', '/services/head-neck', '/readyz', '/blog', '/no-such-page'],
    });
    // A 26th connection, opened before the signal, watches readiness.
    const watcher = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const readyz = () =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        http
          .get(server.url + '/readyz', { agent: watcher }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
          })
          .on('error', reject);
      });
    try {
      expect((await readyz()).status).toBe(200);
      await load.reached(500);
      server.child.kill('SIGTERM');
      // Not ready at once, and the answer on the already-open connection says it is the last one. Should this
      // process be too busy to ask before the server's quiet period ends (a loaded machine), the server has
      // closed that idle connection, and a new one is refused: not ready either way.
      const notReady = async () => {
        for (;;) {
          const answer = await readyz().catch((err: NodeJS.ErrnoException) => err.code);
          if (typeof answer !== 'object' || answer.status !== 200) return answer;
        }
      };
      expect([{ status: 503, connection: 'close' }, 'ECONNREFUSED', 'ECONNRESET']).toContainEqual(await notReady());

      const report = await load.ended;
      expect(report.failures).toEqual([]);
      expect(report.answered).toBeGreaterThan(500);
      expect(report.refused).toBe(25);
      expect(await server.exited).toBe(0);
      // The one way the server resets a connection it has read a request from: none was needed.
      expect(server.logs.some((l) => l.includes('grace period over'))).toBe(false);
    } finally {
      watcher.destroy();
      await load.stop();
      await server.stop();
    }
  });
});
