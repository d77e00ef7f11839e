import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { rootDir } from '../../server/paths.js';

export type StartedServer = {
  url: string;
  port: number;
  child: ChildProcess;
  logs: string[];
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
};

/** Starts the production build (dist/server/main.js) as a child process on a free loopback port. */
export async function startServer(
  env: Record<string, string> = {},
  options: { timeoutMs?: number } = {},
): Promise<StartedServer> {
  const child = spawn(process.execPath, [path.join(rootDir, 'dist/server/main.js')], {
    cwd: rootDir,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${logs.join('\n')}`)),
      options.timeoutMs ?? 15_000,
    );
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        logs.push(line);
        const match = line.match(/"port":(\d+)/);
        if (match && line.includes('listening')) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${logs.join('\n')}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    logs,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Runs the production build with the given environment and returns how it ended (for start-up failures). */
export function runServerToExit(env: Record<string, string>, timeoutMs = 10_000) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(rootDir, 'dist/server/main.js')], {
      cwd: rootDir,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c));
    child.stderr.on('data', (c: Buffer) => (stderr += c));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('server did not exit'));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
