import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  collectReports,
  processSnapshot,
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
  });

  it('lists the processes under this one, with their state and CPU time', async () => {
    await started;
    const line = processSnapshot().find((l) => l.includes(` ${child.pid} `));
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
});
