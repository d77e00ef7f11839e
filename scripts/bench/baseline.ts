import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { track } from './cleanup.js';
import { productionNodeFlags } from './processes.js';

export type Baseline = { kind: string; urlFor(route: string): string; stop(): Promise<void> };

/** Where a route's page lies under the web root: `/` is `index.html`, `/blog` is `blog/index.html`. */
const fileFor = (route: string) => (route === '/' ? 'index.html' : `${route.replace(/^\//, '')}/index.html`);

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A page as the app sends it: the plain HTML and the gzip bytes it answers `Accept-Encoding: gzip` with,
 * and the headers of that gzip answer (for the bare Node server, which sends them as they are).
 */
export type PageBytes = { identity: Buffer; gzip: Buffer; gzipHeaders?: IncomingHttpHeaders };

/**
 * Serves the given pages' exact bytes as static files, `index.html` and `index.html.gz` beside it:
 * nginx with one worker (the Node server uses one core too) and `gzip_static on`, so a request with
 * `Accept-Encoding: gzip` gets the app's own gzip bytes, as browsers ask; when nginx is not installed,
 * a minimal Node server holding the files in memory does the same.
 */
export async function startBaseline(pages: Map<string, PageBytes>): Promise<Baseline> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-static-'));
  for (const [route, body] of pages) {
    const file = path.join(dir, 'www', fileFor(route));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body.identity);
    writeFileSync(file + '.gz', body.gzip);
  }
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const port = await freePort();
  const urlFor = (route: string) => `http://127.0.0.1:${port}${route === '/' ? '/' : route + '/'}`;
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => spawnSync(p, ['-v']).status === 0);
  if (nginx) {
    const conf = path.join(dir, 'nginx.conf');
    const gzipStatic = spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr.includes('--with-http_gzip_static_module');
    writeFileSync(conf, nginxConf({ dir, port, gzipStatic }));
    const child = spawn(nginx, ['-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
    track(child);
    await waitForPort(port);
    return {
      kind: `nginx (1 worker, ${gzipStatic ? 'gzip_static' : '.gz files by Accept-Encoding'})`,
      urlFor,
      stop: () =>
        new Promise((resolve) => {
          child.once('exit', () => (removeDir(), resolve()));
          child.kill('SIGQUIT');
        }),
    };
  }
  const byPath = new Map([...pages].map(([route, body]) => [route === '/' ? '/' : route + '/', body]));
  const server = http.createServer((req, res) => {
    const body = byPath.get(req.url ?? '');
    if (!body) return res.writeHead(404).end();
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const bytes = gzip ? body.gzip : body.identity;
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': bytes.length,
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    kind: 'Node static server',
    urlFor,
    stop: () => new Promise((resolve) => server.close(() => (removeDir(), resolve()))),
  };
}

// Node's own http server and nothing else: the gzip bytes with the app's headers (Node writes Date,
// Connection and Keep-Alive itself). Run as its own process, with the server's flags.
const bareNodeSource = `
const http = require('node:http');
const { readFileSync } = require('node:fs');
const pages = new Map(JSON.parse(readFileSync(process.argv[1], 'utf8')).map(([path, body, head]) => [path, { body: Buffer.from(body, 'base64'), head }]));
http.createServer((req, res) => {
  const page = pages.get(req.url);
  if (!page) return res.writeHead(404).end();
  res.writeHead(200, page.head);
  res.end(page.body);
}).listen(Number(process.argv[2]), '127.0.0.1');
`;

const NODE_WRITES_ITSELF = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * A bare Node http server sending each page's gzip bytes with the headers the app sent with them,
 * whatever the request asks: the most any Node server can do on this machine, beside which the app's
 * own work per request (id, log line, negotiation, the cache) shows.
 */
export async function startBareNode(pages: Map<string, PageBytes>): Promise<Baseline> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-bare-'));
  const file = path.join(dir, 'pages.json');
  const entries = [...pages].map(([route, page]) => {
    const head = Object.entries(page.gzipHeaders ?? {}).flatMap(([name, value]) =>
      NODE_WRITES_ITSELF.has(name) || value === undefined ? [] : [name, String(value)],
    );
    return [route === '/' ? '/' : route + '/', page.gzip.toString('base64'), head];
  });
  writeFileSync(file, JSON.stringify(entries));
  const port = await freePort();
  const child = spawn(process.execPath, [...productionNodeFlags, '-e', bareNodeSource, file, String(port)], {
    env: { PATH: process.env.PATH, UV_THREADPOOL_SIZE: '2' },
    stdio: 'inherit',
  });
  track(child);
  await waitForPort(port);
  return {
    kind: 'bare Node http server',
    urlFor: (route) => `http://127.0.0.1:${port}${route === '/' ? '/' : route + '/'}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => (rmSync(dir, { recursive: true, force: true }), resolve()));
        child.kill('SIGTERM');
      }),
  };
}

/**
 * One worker, no access log, keep-alive as long as the load runs. With the gzip_static module a request
 * accepting gzip gets `index.html.gz`; a build without it picks that file by the header itself.
 */
function nginxConf({ dir, port, gzipStatic }: { dir: string; port: number; gzipStatic: boolean }) {
  const encoding = gzipStatic
    ? ['  gzip_static on;', '  gzip_vary on;']
    : [
        '  map $http_accept_encoding $gz { ~*gzip .gz; default ""; }',
        '  map $gz $gz_encoding { .gz gzip; default ""; }',
      ];
  const site = gzipStatic
    ? ['    index index.html;']
    : [
        '    location / {',
        // An empty value leaves the header out, so plain requests get no Content-Encoding.
        '      add_header Content-Encoding $gz_encoding;',
        '      add_header Vary Accept-Encoding;',
        '      try_files $uri/index.html$gz =404;',
        '    }',
      ];
  return [
    'worker_processes 1;',
    `error_log ${dir}/error.log;`,
    `pid ${dir}/nginx.pid;`,
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    '  types { text/html html gz; }',
    '  default_type text/html;',
    '  keepalive_requests 100000;',
    ...encoding,
    '  server {',
    `    listen 127.0.0.1:${port};`,
    `    root ${dir}/www;`,
    ...site,
    '  }',
    '}',
    '',
  ].join('\n');
}

async function waitForPort(port: number) {
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      http
        .get({ host: '127.0.0.1', port, path: '/' }, (res) => {
          res.resume();
          resolve(true);
        })
        .on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`baseline did not start on ${port}`);
}

export { freePort };
