import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, testConfig } from '../helpers/app.js';
import { eventually } from '../helpers/patience.js';
import { securityHeaderList } from '../../server/security.js';

/**
 * A page answered from memory writes a list of headers joined once per page (pages/page-headers.ts,
 * EveryAnswer): each answer must still carry its own request id, the security headers and the page's
 * own headers, and log its line as any other request does.
 */
describe('a page answered from memory', () => {
  const { app, logs } = buildTestApp();
  const security = securityHeaderList(testConfig());

  it('carries its own request id on every answer, in every encoding and on a 304', async () => {
    await request(app).get('/about').expect(200);
    const ids = new Set<string>();
    for (const encoding of ['gzip', 'br', 'identity', 'gzip']) {
      const hit = await request(app).get('/about').set('Accept-Encoding', encoding).expect(200);
      ids.add(String(hit.headers['x-request-id']));
      const etag = String(hit.headers.etag);
      const notModified = await request(app).get('/about').set('If-None-Match', etag).expect(304);
      ids.add(String(notModified.headers['x-request-id']));
    }
    expect(ids.size).toBe(8);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers with a well-formed incoming id, and never with the previous answer’s', async () => {
    await request(app).get('/services').expect(200);
    const kept = await request(app).get('/services').set('X-Request-Id', 'proxy-id-12345').expect(200);
    expect(kept.headers['x-request-id']).toBe('proxy-id-12345');
    const next = await request(app).get('/services').expect(200);
    expect(next.headers['x-request-id']).not.toBe('proxy-id-12345');
  });

  it('carries every security header, once, ahead of the page’s own', async () => {
    await request(app).get('/special').expect(200);
    const hit = await request(app).get('/special').set('Accept-Encoding', 'gzip').expect(200);
    for (const [name, value] of security) expect(hit.headers[name.toLowerCase()], name).toBe(value);
    const names = Object.keys(hit.headers);
    expect(names.indexOf('x-request-id')).toBeLessThan(names.indexOf('content-type'));
    expect(new Set(names).size).toBe(names.length);
  });

  it('logs one line with id, method, path, status, duration and cache', async () => {
    await request(app).get('/contact').expect(200);
    for (const method of ['GET', 'HEAD'] as const) {
      const hit = await request(app)[method === 'GET' ? 'get' : 'head']('/contact').expect(200);
      const id = hit.headers['x-request-id'];
      // Written when the response closes, which can come just after the client has the answer.
      const line = await vi.waitFor(() => {
        const found = logs.find((l) => l.msg === 'request completed' && (l.req as { id: string }).id === id);
        if (!found) throw new Error(`no line for ${id}`);
        return found;
      }, eventually);
      expect(line).toMatchObject({
        level: 30,
        req: { id, method, path: '/contact' },
        res: { status: 200 },
        cache: 'hit',
      });
      expect(typeof line.durationMs).toBe('number');
    }
  });
});
