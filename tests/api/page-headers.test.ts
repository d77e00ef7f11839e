import type { IncomingHttpHeaders } from 'node:http';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.js';
import { templatePagesToAudit } from '../helpers/routes.js';

/**
 * A page answered from memory (ahead of Express) and the same page rendered (inside Express: kept on
 * its first request, streamed when the app has no page cache) must carry the same headers: they share
 * one header writer, and this checks it on every kind of page.
 */

const SHARED_POLICY = 'public, max-age=0, s-maxage=60, stale-while-revalidate=240, stale-if-error=86400';

/** Headers that differ per answer (Date, X-Request-Id) or by how the body is framed (streamed pages are chunked). */
const PER_ANSWER = ['date', 'x-request-id'];
const FRAMING = ['content-length', 'transfer-encoding'];
const without = (headers: IncomingHttpHeaders, names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));

describe('a page answered from memory carries the headers of the same page rendered', () => {
  const cached = buildTestApp();
  const uncached = buildTestApp({ pageCache: false });
  const answers = (path: string) =>
    cached.logs
      .filter(
        (l) => ['request completed', 'page not found'].includes(l.msg) && (l.req as { path: string }).path === path,
      )
      .map((l) => l.cache);

  it.each(templatePagesToAudit)('%s', async (path) => {
    for (const encoding of ['gzip', 'br', 'identity']) {
      const rendered = await request(cached.app).get(path).set('Accept-Encoding', encoding);
      const hit = await request(cached.app).get(path).set('Accept-Encoding', encoding);
      const streamed = await request(uncached.app).get(path).set('Accept-Encoding', encoding);
      expect(hit.status, encoding).toBe(rendered.status);
      expect(streamed.status, encoding).toBe(hit.status);
      expect(hit.headers['content-encoding'], encoding).toBe(encoding === 'identity' ? undefined : encoding);

      // Rendered and kept, then answered from memory: the very same headers, length included.
      expect(without(hit.headers, PER_ANSWER), encoding).toEqual(without(rendered.headers, PER_ANSWER));
      // Streamed: the same but for framing and the shared-cache policy, which a page no cache keeps never gets.
      expect(hit.headers['cache-control']).toBe(SHARED_POLICY);
      expect(streamed.headers['cache-control']).toBe('no-cache');
      const unlike = [...PER_ANSWER, ...FRAMING, 'cache-control'];
      expect(without(streamed.headers, unlike), encoding).toEqual(without(hit.headers, unlike));
      expect(streamed.headers['transfer-encoding']).toBe('chunked');
      expect(hit.headers['content-length']).toMatch(/^\d+$/);

      if (hit.status === 200) {
        const etag = String(hit.headers.etag);
        const hit304 = await request(cached.app).get(path).set('Accept-Encoding', encoding).set('If-None-Match', etag);
        const streamed304 = await request(uncached.app)
          .get(path)
          .set('Accept-Encoding', encoding)
          .set('If-None-Match', etag);
        expect([hit304.status, streamed304.status]).toEqual([304, 304]);
        expect(without(streamed304.headers, unlike), encoding).toEqual(without(hit304.headers, unlike));
      }
    }
    expect(answers(path)[0]).toBe('miss');
    expect(
      answers(path)
        .slice(1)
        .every((answer) => answer === 'hit'),
    ).toBe(true);
  });
});
