import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type LogLine } from '../helpers/app.js';
import { createRoutes } from '../../client/routes.js';
import { NOT_FOUND_ROUTE, OTHER_ROUTE, pageRouteShape } from '../../server/metrics/route-shape.js';
import { PageStore } from '../../server/pages/page-store.js';
import { endpoints } from '../../server/endpoints.js';

const TOKEN = 'test-metrics-token-0123456789';
const ERROR = 50;
const WARN = 40;

/** The app on a loopback port, for requests that supertest (or Node's own client) would refuse to send. */
async function listening(app: http.RequestListener) {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Sends one request line as given, byte for byte, and reads the status of the answer. */
function rawStatus(port: number, target: string | Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const head = /^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(chunks).toString('latin1'));
      // Node's parser closes the connection without an answer on some lines it refuses: that is no 5xx.
      resolve(head ? Number(head[1]) : 0);
    });
    // Written, not ended: a client that half-closes may lose an answer that takes a moment to render.
    socket.write(
      Buffer.concat([
        Buffer.from('GET '),
        Buffer.isBuffer(target) ? target : Buffer.from(target, 'latin1'),
        Buffer.from(' HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n'),
      ]),
    );
  });
}

const pagePatterns = createRoutes().map((route) => route.path);
const fixedPages = pagePatterns.filter((p) => !/[:*]/.test(p));

/** Request targets a scanner sends: the shapes that once answered 500, and worse. */
function oddTargets(): (string | Buffer)[] {
  const controls = Array.from({ length: 32 }, (_, i) => i)
    .concat(127)
    .map((code) => `%${code.toString(16).padStart(2, '0').toUpperCase()}`);
  const prefixes = ['/', '/blog/', '/services/', '/api/', '/assets/', '/about/'];
  return [
    '//',
    '///',
    '//x/about',
    '//evil.example/',
    '/\\">‹…',
    '/\\"><script>alert(1)</script>',
    '/%E2%80%A8',
    '/%E2%80%A9',
    '/a%E2%80%A8b',
    ...prefixes.flatMap((prefix) => controls.map((c) => `${prefix}x${c}y`)),
    ...prefixes.map((prefix) => `${prefix}%0d%0aSet-Cookie:%20a=b`),
    // Overlong UTF-8 for `.` and `/`, and bytes that are no UTF-8 at all.
    '/%C0%AE%C0%AE/%C0%AFetc/passwd',
    '/%E0%80%AE/',
    '/%FF%FE',
    '/%',
    '/%zz',
    '/%E2%80',
    '/x%00.html',
    '/assets/x%00.js',
    '/../../etc/passwd',
    '/..%2f..%2fetc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/../../package.json',
    '/assets/..%5c..%5cpackage.json',
    '/./about',
    '/about/..',
    `/${'a'.repeat(8 * 1024)}`,
    `/blog/${'b'.repeat(8 * 1024)}`,
    `/services/${'%41'.repeat(2 * 1024)}`,
    '/?q=%E2%80%A8',
    '/blog?page=%00',
    '/blog?page=99999999999999999999',
    '/about?__proto__[x]=1',
    'http://evil.example/about',
    'http://evil.example//',
    // Raw bytes the parser lets through: UTF-8 line separators and Latin-1.
    Buffer.from('/a\u2028b', 'utf8'),
    Buffer.from('/caf\u00e9', 'latin1'),
    ...fixedPages.slice(0, 3).flatMap((p) => [p.toUpperCase(), `${p}/`, `/${p}`, `${p}%20`]),
  ];
}

describe('odd request lines', () => {
  let port: number;
  let server: http.Server;
  let logs: LogLine[];
  beforeAll(async () => {
    const built = buildTestApp();
    logs = built.logs;
    ({ server, port } = await listening(built.app));
  });
  afterAll(() => void server.close());

  it('never answer 5xx, log no error, and say what they are in one warning at most', async () => {
    const problems: string[] = [];
    for (const target of oddTargets()) {
      const before = logs.length;
      const status = await rawStatus(port, target);
      const printable = String(target).slice(0, 60);
      if (status >= 500) problems.push(`${printable}: ${status}`);
      const lines = logs.slice(before);
      const errors = lines.filter((l) => l.level >= ERROR || 'err' in l || 'stack' in l);
      if (errors.length > 0) problems.push(`${printable}: logged ${errors.map((l) => l.msg).join(', ')}`);
      const warnings = lines.filter((l) => l.level === WARN);
      if (warnings.length > 1) problems.push(`${printable}: warned ${warnings.map((l) => l.msg).join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('answer a made-up path with 404 whatever it holds, and a malformed one with 400', async () => {
    for (const target of ['/%E2%80%A8', '/x%0Ay', '/x%0Dy', '/%00', '/services/x%0A']) {
      expect([target, await rawStatus(port, target)]).toEqual([target, 404]);
    }
    for (const target of ['/%', '/%zz', '/%E2%80', '/%C0%AE', '/%FF%FE', '/blog/%E0%80%AE']) {
      expect([target, await rawStatus(port, target)]).toEqual([target, 400]);
    }
  });
});

describe('made-up paths', () => {
  it('are answered by one kept page per kind, rendered once, and never push a real page out', async () => {
    const pageCache = new PageStore();
    const { app, logs } = buildTestApp({ pageCache, env: { METRICS_TOKEN: TOKEN } });
    const agent = request(app);
    const known = ['/', ...fixedPages.filter((p) => p !== '/')];
    for (const path of known) await agent.get(path).expect(200);
    const filled = pageCache.stats();

    const madeUp = Array.from({ length: 100 }, (_, i) => [
      `/made-up-${i}`,
      `/services/made-up-${i}`,
      `/blog/made-up-${i}`,
    ]);
    for (const paths of madeUp) await Promise.all(paths.map((path) => agent.get(path).expect(404)));

    // One page for the catch-all, one for a post that does not exist.
    expect(pageCache.stats().entries).toBe(filled.entries + 2);
    for (const path of known) {
      const res = await agent.get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
    const metrics = await agent.get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    const misses = /page_cache_requests_total\{result="miss"\} (\d+)/.exec(metrics.text)?.[1];
    expect(Number(misses)).toBe(known.length + 2);
    // Every 404 says so once, as a warning; none is an error.
    expect(logs.filter((l) => l.msg === 'page not found')).toHaveLength(madeUp.flat().length);
    expect(logs.filter((l) => l.level >= ERROR)).toEqual([]);
  });

  it('answer the same page, with the same validator, whatever the path', async () => {
    const { app } = buildTestApp();
    const first = await request(app).get('/made-up-a').expect(404);
    for (const path of ['/made-up-b', '/services/made-up', '/wp-login.php', '/x/y/z?q=1', '/%E2%80%A8']) {
      const res = await request(app).get(path).expect(404);
      expect(res.text).toBe(first.text);
      expect(res.headers.etag).toBe(first.headers.etag);
    }
  });
});

describe('the request metric', () => {
  it('keeps to a closed set of route labels, however many odd paths are asked for', async () => {
    const { app } = buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const { server, port } = await listening(app);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    const get = (path: string) =>
      new Promise<void>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, agent }, (res) => res.resume().on('end', resolve))
          .on('error', reject);
      });
    try {
      const pages = fixedPages.filter((p) => p !== '/');
      // Every page in both of its other spellings below (a turn of i % 50 against the pages), every kind of
      // made-up path many times over: more paths only repeat what was asked.
      const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
      const turn = (50 * pages.length) / gcd(50, pages.length);
      const paths = Array.from({ length: turn }, (_, i) => {
        const page = pages[i % pages.length]!;
        // Real pages under other spellings (each rendered afresh: a few), made-up pages, files and API paths.
        if (i % 50 === 0) return `${page.toUpperCase()}?v=${i}`;
        if (i % 50 === 1) return `${page}/?v=${i}`;
        switch (i % 8) {
          case 0:
          case 1:
            return `/Made-Up-${i}`;
          case 2:
            return `/API/Posts/made-up-${i}`;
          case 3:
            return `/assets/made-up-${i}.js`;
          case 4:
            return `/blog/made-up-${i}`;
          case 5:
            return `${endpoints.robots.toUpperCase()}?${i}`;
          default:
            return `/made-up/${i}/x.php`;
        }
      });
      for (let i = 0; i < paths.length; i += 64) await Promise.all(paths.slice(i, i + 64).map(get));
      const text = await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
      const routes = new Set(
        [...text.text.matchAll(/^http_request_duration_seconds_count\{route="([^"]*)"/gm)].map((m) => m[1]),
      );
      const closedSet = new Set([
        ...pagePatterns.map((p) => pageRouteShape(p, 200)),
        NOT_FOUND_ROUTE,
        OTHER_ROUTE,
        ...Object.values(endpoints),
      ]);
      expect([...routes].filter((route) => !closedSet.has(route!))).toEqual([]);
      const series = text.text.split('\n').filter((l) => l.startsWith('http_request_duration_seconds_count{'));
      expect(series.length).toBeLessThanOrEqual(closedSet.size * 4);
    } finally {
      agent.destroy();
      server.close();
    }
  });
});

describe('a replayed scan', () => {
  const markup = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'-alert(1)-'", '{{7*7}}', '${7*7}'];

  it('reflects nothing it sent into a page, and leaves the pages everyone else gets as they were', async () => {
    const { app } = buildTestApp();
    const agent = request(app);
    const clean = ['/', ...fixedPages.filter((p) => p !== '/').slice(0, 4), '/no-such-page'];
    const before = new Map<string, { etag: string; text: string }>();
    for (const path of clean) {
      const res = await agent.get(path);
      before.set(path, { etag: String(res.headers.etag), text: res.text });
    }

    const problems: string[] = [];
    const hostile = markup.flatMap((m) => {
      const e = encodeURIComponent(m);
      return [`/${e}`, `/services/${e}`, `/blog/${e}`, `/?q=${e}`, `/about?${e}=1`, `/blog?page=${e}`];
    });
    for (const path of hostile) {
      const res = await agent
        .get(path)
        .set('Host', 'evil.example')
        .set('X-Forwarded-Host', 'evil.example')
        .set('X-Original-URL', '/admin')
        .set('X-Forwarded-Proto', 'gopher');
      if (res.status >= 500) problems.push(`${path}: ${res.status}`);
      const html = res.headers['content-type']?.startsWith('text/html') ? res.text : '';
      for (const m of markup) if (html.includes(m)) problems.push(`${path}: reflected ${m}`);
      if (html.includes('evil.example')) problems.push(`${path}: names the forged host`);
    }
    expect(problems).toEqual([]);

    for (const path of clean) {
      const res = await agent.get(path);
      expect({ path, etag: res.headers.etag, same: res.text === before.get(path)!.text }).toEqual({
        path,
        etag: before.get(path)!.etag,
        same: true,
      });
    }
  });
});
