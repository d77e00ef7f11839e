import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { track } from './cleanup.js';
import { parseWrkReport, type WrkResult } from './wrk-report.js';

export type { WrkResult };

export type WrkOptions = {
  connections: number;
  seconds: number;
  /** A Lua script for wrk (a POST body, a request per path); written to a temporary file for the run. */
  script?: string;
  /** Arguments passed to the script, after `--`. */
  scriptArgs?: string[];
  /**
   * End the run once both threads have printed THREAD_DONE (the script counts its own requests):
   * wrk itself always waits out the duration, even when every thread has stopped.
   */
  untilThreadsDone?: boolean;
};

/** What a script prints, on a line of its own, when its thread has sent its share. */
export const THREAD_DONE = 'bench: thread done';
const THREADS = 2;

/**
 * One wrk run with two threads (the machine's two cores, shared with the server under test) asking
 * `Accept-Encoding: gzip`, as browsers do: wrk, written in C, does not limit what it measures the way
 * a JavaScript load generator on the same cores does.
 */
export async function wrk(
  url: string,
  { connections, seconds, script, scriptArgs = [], untilThreadsDone = false }: WrkOptions,
): Promise<WrkResult> {
  const dir = script === undefined ? null : mkdtempSync(path.join(tmpdir(), 'bench-wrk-'));
  const args = [`-t${THREADS}`, `-c${connections}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: gzip'];
  if (dir) {
    const file = path.join(dir, 'script.lua');
    writeFileSync(file, script!);
    args.push('-s', file);
  }
  args.push(url);
  if (scriptArgs.length > 0) args.push('--', ...scriptArgs);
  try {
    const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
      (resolve, reject) => {
        const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
        track(child);
        let stdout = '';
        let stderr = '';
        let interrupted = false;
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          // wrk answers SIGINT by ending the run and printing its report as usual.
          if (untilThreadsDone && !interrupted && stdout.split(THREAD_DONE).length > THREADS)
            interrupted = child.kill('SIGINT');
        });
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.once('error', reject);
        child.once('close', (code) => resolve({ code, stdout, stderr }));
      },
    );
    if (code !== 0) throw new Error(`wrk ${args.join(' ')} exited with ${code}:\n${stderr}${stdout}`);
    return parseWrkReport(stdout);
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
