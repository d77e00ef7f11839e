import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  browserCallLogFile,
  collectReports,
  processSnapshot,
  removeReports,
  requestWorkerReports,
  workerReportArgs,
} from '../reporters/hang-diagnosis.js';
import { eventually } from '../helpers/patience.js';
import { exitOf, stopAtEnd } from '../helpers/server-process.js';

// A worker of a hung run, as the reporter finds it: a node process started with the report flags, waiting
// on a connection that never answers.
const waiting = `
const net = require('node:net');
const server = net.createServer(() => {}).listen(0, '127.0.0.1', () => {
  net.connect(server.address().port, '127.0.0.1');
  console.log('waiting');
});`;

describe.skipIf(process.platform !== 'linux')('what the quiet-run reporter prints', () => {
  const child = stopAtEnd(
    spawn(process.execPath, [...workerReportArgs, '-e', waiting], { stdio: ['ignore', 'pipe', 'ignore'] }),
  );
  const started = new Promise((resolve) => child.stdout.once('data', resolve));
  afterAll(async () => {
    child.kill('SIGKILL');
    await exitOf(child);
    removeReports();
  });

  it('lists the processes under this one, with their state and CPU time', async () => {
    await started;
    // Just after its line it may still be running (R): it sleeps (S) once its loop waits on the socket.
    const line = await vi.waitUntil(
      () => processSnapshot().find((l) => l.includes(` ${child.pid} `) && / S /.test(l)),
      eventually,
    );
    expect(line).toMatch(/ S .*cpu \d+\.\d s, \d+ MB: .*node/);
    expect(processSnapshot()[0]).toMatch(/machine: load [\d.]+ [\d.]+ [\d.]+, \d+ MB available/);
  });

  it('asks a worker for its report and prints what its event loop waits on, and the worker goes on', async () => {
    await started;
    requestWorkerReports();
    const lines = await vi.waitUntil(() => {
      const found = collectReports();
      return found.length > 0 && found;
    }, eventually);
    expect(lines.join('\n')).toContain(`worker ${child.pid}`);
    expect(lines.filter((l) => /^\s+tcp /.test(l)).length).toBeGreaterThanOrEqual(3);
    expect(child.exitCode).toBeNull();
  });

  it('prints the end of a worker’s browser-call log with its report', async () => {
    await started;
    // The worker's own log, as tests/helpers/browser-call-log.ts writes it: more lines than are printed.
    const log = browserCallLogFile(child.pid, workerReportArgs)!;
    mkdirSync(path.dirname(log), { recursive: true });
    const calls = Array.from({ length: 40 }, (_, i) => `call ${i}`);
    writeFileSync(log, `${calls.join('\n')}\nwaiting for getByRole('list') to be visible\n`);
    requestWorkerReports();
    const lines = await vi.waitUntil(() => {
      const found = collectReports();
      return found.length > 0 && found;
    }, eventually);
    const printed = lines.slice(lines.indexOf('    its last browser calls:') + 1).map((l) => l.trim());
    expect(printed.at(-1)).toBe("waiting for getByRole('list') to be visible");
    expect(printed).not.toContain('call 0');
    expect(printed.length).toBeLessThan(calls.length);
  });
});
