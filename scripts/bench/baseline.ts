import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type Baseline = { kind: string; urlFor(route: string): string; stop(): Promise<void> };

const fileFor = (route: string) => (route === '/' ? 'index.html' : `${route.replace(/^\//, '')}/index.html`);

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Serves the given pages' exact HTML bytes as static files: nginx with one worker (the Node server
 * uses one core too) when it is installed, else a minimal Node server holding the files in memory.
 */
export async function startBaseline(pages: Map<string, Buffer>): Promise<Baseline> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-static-'));
  for (const [route, body] of pages) {
    const file = path.join(dir, 'www', fileFor(route));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
  const port = await freePort();
  const urlFor = (route: string) => `http://127.0.0.1:${port}${route === '/' ? '/' : route + '/'}`;
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => spawnSync(p, ['-v']).status === 0);
  if (nginx) {
    const conf = path.join(dir, 'nginx.conf');
    writeFileSync(
      conf,
      `worker_processes 1;\nerror_log ${dir}/error.log;\npid ${dir}/nginx.pid;\n${process.getuid?.() === 0 ? 'user root;\n' : ''}events { worker_connections 1024; }\nhttp {\n  access_log off;\n  default_type text/html;\n  keepalive_requests 100000;\n  server {\n    listen 127.0.0.1:${port};\n    root ${dir}/www;\n    location / { try_files $uri/index.html $uri =404; }\n  }\n}\n`,
    );
    const child = spawn(nginx, ['-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
    await waitForPort(port);
    return {
      kind: 'nginx (1 worker)',
      urlFor,
      stop: () => new Promise((resolve) => { child.once('exit', () => resolve()); child.kill('SIGQUIT'); }),
    };
  }
  const byPath = new Map([...pages].map(([route, body]) => [route === '/' ? '/' : route + '/', body]));
  const server = http.createServer((req, res) => {
    const body = byPath.get(req.url ?? '');
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { kind: 'Node static server', urlFor, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function waitForPort(port: number) {
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      http.get({ host: '127.0.0.1', port, path: '/' }, (res) => { res.resume(); resolve(true); }).on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`baseline did not start on ${port}`);
}

export { freePort };
