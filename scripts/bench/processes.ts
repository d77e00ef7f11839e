import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { freePort } from './baseline.js';
import { track } from './cleanup.js';

export const rootDir = path.resolve(import.meta.dirname, '../..');

export type RunningServer = { url: string; port: number; child: ChildProcess; stop(): Promise<void> };

/** How `npm start` and the Dockerfile run the server (docs/performance.md, Memory): flags and environment. */
export const productionNodeFlags = [
  '--max-semi-space-size=4',
  '--heap-growing-percent=50',
  '--no-allocation-site-pretenuring',
  '--v8-pool-size=2',
];
const productionEnv = { UV_THREADPOOL_SIZE: '2' };

/**
 * Starts the production build on a free loopback port, as `npm start` does. Its request log goes to
 * /dev/null, as to a log collector that keeps up: drained through a pipe by this process (which also
 * runs the Supabase stand-in), the log would back up inside the server and be measured as its memory.
 */
export async function startProductionServer(env: Record<string, string>): Promise<RunningServer> {
  const port = env.PORT && env.PORT !== '0' ? Number(env.PORT) : await freePort();
  const devNull = openSync('/dev/null', 'w');
  const child = spawn(process.execPath, [...productionNodeFlags, path.join(rootDir, 'dist/server/main.js')], {
    cwd: rootDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...productionEnv,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', devNull, 'inherit'],
  });
  closeSync(devNull);
  track(child);
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await new Promise<boolean>((resolve) => {
      http
        .get(url + '/healthz', (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on('error', () => resolve(false));
    });
    if (ready) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident set size of a process in MB, from /proc. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

/** Blank pages standing in for the booking, payment, video and map providers, so nothing leaves the machine. */
export async function startEmbedStandIns() {
  const server = http.createServer((req, res) => {
    if (req.url?.endsWith('.js')) {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'max-age=3600' });
      return res.end('/* payment provider stand-in */');
    }
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<!doctype html><html lang="en"><title>Embedded provider</title><body></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: {
      BOOKING_WIDGET_URL: `${base}/booking`,
      PAYMENT_FORM_URL: `${base}/payment-form`,
      PAYMENT_SCRIPT_URL: `${base}/embed.js`,
      HERO_VIDEO_URL: `${base}/video`,
      MAP_EMBED_URL: `${base}/map`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
