import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../helpers/server-process.js';
import { startSupabaseStandIn, type RecordedRequest, type StandIn } from '../fixtures/supabase-standin.js';
import { blogTables } from '../fixtures/blog-rows.js';

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startSupabaseStandIn({ tables: blogTables(3) });
});
afterAll(() => standIn.close());

/** The blog list's read (the server also reads the sitemap's post index as it starts). */
const isListQuery = (r: RecordedRequest) => r.path === '/rest/v1/blog_posts' && r.query.get('limit') === '12';

describe('graceful shutdown', () => {
  it('finishes a page that is waiting on a slow upstream after SIGTERM, then exits 0', async () => {
    const server = await startServer({ SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, BLOG_CACHE_TTL_SECONDS: '60' });
    try {
      standIn.delayMs = 1500;
      const pending = fetch(server.url + '/blog').then(async (res) => ({ status: res.status, body: await res.text() }));
      // Wait until the page is really in flight: the server has asked the (cold-cache) upstream.
      const deadline = Date.now() + 10_000;
      while (!standIn.requests.some(isListQuery)) {
        if (Date.now() > deadline) throw new Error('the server never asked the stand-in');
        await new Promise((r) => setTimeout(r, 20));
      }
      server.child.kill('SIGTERM');

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

  it('closes a kept-alive connection as soon as its response is done, not after the keep-alive timeout', async () => {
    const server = await startServer({ SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey });
    const agent = new http.Agent({ keepAlive: true });
    try {
      standIn.reset();
      standIn.delayMs = 500;
      let socketClosed: Promise<number> | undefined;
      const response = new Promise<{ done: number; keepAlive: string | undefined }>((resolve, reject) => {
        http
          .get(server.url + '/blog', { agent }, (res) => {
            socketClosed = new Promise((r) => res.socket.once('close', () => r(performance.now())));
            res.resume();
            res.on('end', () => resolve({ done: performance.now(), keepAlive: res.headers['keep-alive'] as string | undefined }));
          })
          .on('error', reject);
      });
      while (!standIn.requests.some(isListQuery)) await new Promise((r) => setTimeout(r, 20));
      server.child.kill('SIGTERM');
      const { done, keepAlive } = await response;
      // The server offered to keep the connection for its idle timeout; it closes it long before.
      const idleTimeoutMs = Number(keepAlive?.match(/timeout=(\d+)/)?.[1]) * 1000;
      expect(idleTimeoutMs).toBeGreaterThanOrEqual(5000);
      const closedAfterMs = (await socketClosed!) - done;
      expect(closedAfterMs).toBeLessThan(idleTimeoutMs / 2);
      expect(await server.exited).toBe(0);
    } finally {
      agent.destroy();
      await server.stop();
    }
  });
});
