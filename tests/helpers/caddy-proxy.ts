import { spawn, spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { rootDir } from '../../server/paths.js';
import { exitOf, stopAtEnd } from './server-process.js';
import type { Daemon } from '../../tools/daemon.js';

/** The shipped Caddy configuration (docker-compose.yml's proxy). */
export const CADDYFILE = path.join(rootDir, 'deploy/Caddyfile');

/** Why the Caddy tests cannot run here (no `caddy` on PATH), or null. CI installs Debian's. */
export function caddyMissing(): string | null {
  const probe = spawnSync('caddy', ['version'], { encoding: 'utf8' });
  return probe.error ? `caddy is not installed (${(probe.error as NodeJS.ErrnoException).code})` : null;
}

/**
 * The environment that fills deploy/Caddyfile's placeholders for plain HTTP on a loopback port in
 * front of `upstreamPorts`; the admin API off (so nothing else on the machine is in the way) and
 * Caddy's own files in `dir`.
 */
export function caddyEnv({ port, upstreamPorts, dir }: { port: number; upstreamPorts: number[]; dir: string }) {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: dir,
    XDG_CONFIG_HOME: path.join(dir, 'config'),
    XDG_DATA_HOME: path.join(dir, 'data'),
    SITE_DOMAIN: `http://127.0.0.1:${port}`,
    APP_UPSTREAMS: upstreamPorts.map((p) => `127.0.0.1:${p}`).join(' '),
    CADDY_ADMIN: 'off',
  };
}

/** `caddy validate` on the shipped Caddyfile with that environment: its exit code and output. */
export function validateCaddyfile(env: Record<string, string>) {
  const run = spawnSync('caddy', ['validate', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    env,
    encoding: 'utf8',
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

/** `caddy run` on the shipped Caddyfile, in the foreground, ready once it serves its configuration. */
export async function startCaddy(options: {
  port: number;
  upstreamPorts: number[];
  dir: string;
}): Promise<Daemon & { url: string; env: Record<string, string> }> {
  await mkdir(options.dir, { recursive: true });
  const env = caddyEnv(options);
  const child = stopAtEnd(
    spawn('caddy', ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const output: string[] = [];
  const exited = exitOf(child);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  // Ready once it says so, however long that takes; it fails only by exiting (or not spawning).
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('serving initial configuration')) resolve();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    void exited.then(() => reject(new Error(`caddy exited:\n${output.join('')}`)));
  });
  return { child, output, stop, url: `http://127.0.0.1:${options.port}`, env };
}
