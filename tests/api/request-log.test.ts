import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { Socket, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryLogger } from '../helpers/app.js';
import { startServer } from '../helpers/server-process.js';
import { eventually } from '../helpers/patience.js';
import { requestLog } from '../../server/request-log.js';

/**
 * A bare server whose only job is the request log, answering `status` to every request. Its line is
 * formatted at the logger's destination, as main.ts has it, or written through pino (pretty logs).
 */
async function loggedServer(status: number, written: 'at the destination' | 'through pino' = 'at the destination') {
  const { logger, lines, destination } = memoryLogger();
  const log = requestLog(logger, null, written === 'at the destination' ? destination : undefined);
  const server = http.createServer((req, res) => {
    res.setHeader('X-Request-Id', log(req, res));
    if (req.url?.startsWith('/cached')) res.pageCache = 'hit';
    res.statusCode = status;
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  /** A raw GET, so the path reaches the server exactly as written (quotes included). */
  const get = (path: string, headers: http.OutgoingHttpHeaders = {}) =>
    new Promise<string>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent: false, headers }, (res) => {
          res.resume();
          res.on('end', () => resolve(String(res.headers['x-request-id'])));
        })
        .on('error', reject);
    });
  // The line is written on the response's close, which can come just after the client saw the end.
  const lineFor = (id: string) =>
    vi.waitFor(() => {
      const line = lines.find((l) => (l.req as { id?: string } | undefined)?.id === id);
      if (!line) throw new Error(`no line for ${id}`);
      return line;
    }, eventually);
  /** Resolves once every connection is closed: each response's close, and so its line, came before. */
  const allClosed = () =>
    vi.waitFor(async () => {
      const open = await new Promise<number>((resolve, reject) =>
        server.getConnections((err, n) => (err ? reject(err) : resolve(n))),
      );
      expect(open).toBe(0);
    }, eventually);
  return {
    logger,
    lines,
    get,
    lineFor,
    allClosed,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(['at the destination', 'through pino'] as const)('the request line, written %s', (written) => {
  let s: Awaited<ReturnType<typeof loggedServer>>;
  beforeAll(async () => {
    s = await loggedServer(200, written);
  });
  afterAll(() => s.close());

  it('is the line pino writes for the same fields, key for key', async () => {
    const id = await s.get('/cached?utm_source=x');
    const line = await s.lineFor(id);
    // What pino itself makes of the same object and message, through the same logger.
    s.logger.info({ req: line.req, res: line.res, durationMs: line.durationMs, cache: 'hit' }, 'request completed');
    const reference = s.lines.at(-1)!;
    // Key for key and in pino's order, nested objects too.
    expect(JSON.stringify({ ...line, time: 0 })).toBe(JSON.stringify({ ...reference, time: 0 }));
    expect(line).toMatchObject({
      level: 30,
      req: { id, method: 'GET', path: '/cached' },
      res: { status: 200 },
      cache: 'hit',
    });
    expect(typeof line.time).toBe(typeof reference.time);
    expect(JSON.stringify(line)).not.toContain('utm_source');
  });

  it('leaves out the cache field when the page cache had no say, as pino leaves out an undefined value', async () => {
    const line = await s.lineFor(await s.get('/about'));
    expect(line).not.toHaveProperty('cache');
    expect(Object.keys(line)).toEqual(['level', 'time', 'req', 'res', 'durationMs', 'msg']);
  });

  it('stays valid JSON for a path with quotes, backslashes and non-ASCII characters', async () => {
    const path = '/a"b\\c/%C3%A9/</script>';
    const line = await s.lineFor(await s.get(path));
    expect((line.req as { path: string }).path).toBe(path);
  });

  it('follows the logger level: nothing below info is written when the level is warn', async () => {
    s.logger.level = 'warn';
    try {
      const before = s.lines.length;
      await s.get('/quiet');
      await s.allClosed();
      expect(s.lines.slice(before).filter((l) => l.msg === 'request completed')).toEqual([]);
    } finally {
      s.logger.level = 'debug';
    }
  });
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A client's X-Request-Id as the request log takes it, without a socket: any string, control characters too. */
function idFor(incoming: string | string[] | undefined) {
  const { logger, lines } = memoryLogger();
  const req = new http.IncomingMessage(new Socket());
  req.method = 'POST';
  req.url = '/contact';
  if (incoming !== undefined) req.headers['x-request-id'] = incoming as string;
  const res = new http.ServerResponse(req);
  const id = requestLog(logger)(req, res);
  req.log.info({}, 'a line of the request');
  return { id, line: JSON.stringify(lines.at(-1)) };
}

describe('a client’s X-Request-Id', () => {
  const kept = [
    'a1b2c3d4',
    'x'.repeat(64),
    randomUUID(),
    randomUUID().toUpperCase(),
    // nginx's $request_id: 32 hex digits.
    '6f1ac4e3a3b44c0d9d1f6b1d2c3e4f50',
    'req_01HZX-abc_DEF-789',
    // base64url, as many tracing systems write their ids.
    'Zm9vYmFyYmF6cXV4LV8tXw',
  ];
  const replaced = {
    'seven characters': 'abcdefg',
    '65 characters': 'x'.repeat(65),
    'a newline and a forged log line': 'abcdefgh\n{"level":60,"msg":"forged"}',
    'a carriage return and a forged header': 'abcdefgh\r\nSet-Cookie: session=x',
    'a NUL': 'abcdefgh\u0000',
    'a tab': 'abcd\tefgh',
    'a line separator': 'abcdefgh\u2028forged',
    'double quotes': 'abcd"efgh"',
    'single quotes': "abcd'efgh'",
    'angle brackets': '<script>alert(1)</script>',
    spaces: 'abcd efgh',
    dots: 'abcd.efgh',
    'a path': '../../../etc/passwd',
    'a query': 'id=abcdefgh;x=1',
    'accented letters': 'café-1234',
    Cyrillic: 'идентификатор',
    emoji: '😀😀😀😀😀😀😀😀',
    'a text-direction override': 'abcdefgh\u202e',
    'full-width digits': '１２３４５６７８',
  };

  it.each(kept)('keeps %s', (incoming) => {
    expect(idFor(incoming).id).toBe(incoming);
  });

  it.each(Object.entries(replaced))('replaces one with %s by a fresh UUID, logging nothing of it', (_, incoming) => {
    const { id, line } = idFor(incoming);
    expect(id).toMatch(UUID);
    expect(line).toContain(id);
    expect(line).not.toContain(JSON.stringify(incoming).slice(1, -1));
  });

  it('replaces a missing or empty one, and a repeated header (two ids joined), each by its own id', () => {
    const ids = [undefined, '', ['abcdefgh', 'ijklmnop']].map((incoming) => idFor(incoming).id);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  describe('over HTTP', () => {
    let s: Awaited<ReturnType<typeof loggedServer>>;
    beforeAll(async () => {
      s = await loggedServer(200);
    });
    afterAll(() => s.close());

    it('answers and logs a kept id as sent', async () => {
      for (const incoming of kept) {
        expect(await s.get('/kept', { 'X-Request-Id': incoming })).toBe(incoming);
        expect(await s.lineFor(incoming)).toMatchObject({ req: { id: incoming, path: '/kept' } });
      }
    });

    it('answers and logs a fresh id for anything else a client can put in the header', async () => {
      const sendable = [
        replaced['seven characters'],
        replaced['65 characters'],
        replaced['double quotes'],
        replaced['angle brackets'],
        replaced.dots,
        replaced['a path'],
        // UTF-8 bytes as the header's octets: what a client writing Unicode sends.
        ...[replaced['accented letters'], replaced.Cyrillic, replaced.emoji].map((text) =>
          Buffer.from(text).toString('latin1'),
        ),
      ];
      for (const incoming of sendable) {
        const id = await s.get('/replaced', { 'X-Request-Id': incoming });
        expect(id).toMatch(UUID);
        expect(await s.lineFor(id)).toMatchObject({ req: { id, path: '/replaced' } });
      }
      await s.allClosed();
      const logged = JSON.stringify(s.lines);
      for (const incoming of sendable) expect(logged).not.toContain(JSON.stringify(incoming).slice(1, -1));
    });
  });
});

describe.each(['at the destination', 'through pino'] as const)('a failed request, written %s', (written) => {
  it('is still logged as an error, with the same fields', async () => {
    const s = await loggedServer(503, written);
    try {
      const line = await s.lineFor(await s.get('/broken'));
      expect(line).toMatchObject({
        level: 50,
        msg: 'request failed',
        req: { method: 'GET', path: '/broken' },
        res: { status: 503 },
      });
    } finally {
      await s.close();
    }
  });
});

describe('the production log on standard output', () => {
  it('writes every line, whole and in order, through a burst of requests and a SIGTERM', async () => {
    const server = await startServer();
    let code: number | null = null;
    try {
      const ids = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          fetch(`${server.url}/${i % 2 ? 'about' : 'no-such-page'}`).then(async (res) => {
            await res.arrayBuffer();
            return res.headers.get('x-request-id');
          }),
        ),
      );
      code = await server.stop();
      const parsed = server.logs
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { msg: string; req?: { id: string } });
      // A page not found's request line is its warning.
      const answered = parsed.filter((l) => l.msg === 'request completed' || l.msg === 'page not found');
      const logged = new Set(answered.map((l) => l.req!.id));
      for (const id of ids) expect(logged.has(id!)).toBe(true);
      const messages = parsed.map((l) => l.msg);
      expect(messages.indexOf('shutting down: finishing in-flight requests')).toBeLessThan(messages.indexOf('stopped'));
      expect(messages.at(-1)).toBe('stopped');
    } finally {
      if (code === null) await server.stop();
    }
    expect(code).toBe(0);
  });
});
