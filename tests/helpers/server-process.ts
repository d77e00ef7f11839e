import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, vi } from 'vitest';
import { rootDir } from '../../server/paths.js';
import { eventually } from './patience.js';

export type StartedServer = {
  url: string;
  port: number;
  child: ChildProcess;
  logs: string[];
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
};

/** Every process the helpers started that has not exited yet, with the signal that ends it. */
const running = new Map<ChildProcess, NodeJS.Signals>();

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Resolves once `child` has exited (at once if it already has). */
export const exitOf = (child: ChildProcess) =>
  new Promise<void>((resolve) => (isRunning(child) ? child.once('exit', () => resolve()) : resolve()));

/**
 * Ends `child` when the test file ends if it is still running then: after a failed test, or a start
 * that failed halfway. SIGKILL unless the program leaves processes behind on it (nginx's workers).
 */
export function stopAtEnd<T extends ChildProcess>(child: T, signal: NodeJS.Signals = 'SIGKILL'): T {
  if (child.pid === undefined) return child; // not spawned: its 'error' event says why
  running.set(child, signal);
  child.once('exit', () => running.delete(child));
  return child;
}

// Registered as a test file imports this module, so it runs after that file's own afterAll hooks.
afterAll(async () => {
  const survivors = [...running].filter(([child]) => isRunning(child));
  for (const [child, signal] of survivors) child.kill(signal);
  await Promise.all(survivors.map(([child]) => exitOf(child)));
});

/**
 * Polls `ready` (every `interval` ms) for as long as it takes; rejects with `failure()` if `child` exits
 * first (a program that could not start), so a broken start fails instead of waiting for ever.
 */
export async function readyWhileRunning(
  child: ChildProcess,
  ready: () => boolean | Promise<boolean>,
  failure: () => string,
  { interval = eventually.interval }: { interval?: number } = {},
): Promise<void> {
  let gone = !isRunning(child);
  void exitOf(child).then(() => (gone = true));
  const outcome = await vi.waitUntil(async () => (gone ? 'exited' : (await ready()) && 'ready'), {
    ...eventually,
    interval,
  });
  if (outcome === 'exited') throw new Error(failure());
}

/** Starts the production build (dist/server/main.js) as a child process on a free loopback port. */
export async function startServer(env: Record<string, string> = {}): Promise<StartedServer> {
  const child = stopAtEnd(
    spawn(process.execPath, [path.join(rootDir, 'dist/server/main.js')], {
      cwd: rootDir,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const logs: string[] = [];
  // 'close', not 'exit': by then the last of its output has been read into `logs` too.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  // Started once it says it listens, however long that takes; it fails only by exiting (or not spawning).
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        logs.push(line);
        const match = line.match(/"port":(\d+)/);
        if (match && line.includes('listening')) resolve(Number(match[1]));
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    child.once('error', reject);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${logs.join('\n')}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    logs,
    exited,
    async stop() {
      if (isRunning(child)) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Runs the production build with the given environment and returns how it ended (for start-up failures). */
export function runServerToExit(env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = stopAtEnd(
      spawn(process.execPath, [path.join(rootDir, 'dist/server/main.js')], {
        cwd: rootDir,
        env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c));
    child.stderr.on('data', (c: Buffer) => (stderr += c));
    child.once('error', reject);
    // 'close', not 'exit': by then the last of its output has been read too.
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
