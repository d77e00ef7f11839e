import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * What a hung run looks like from outside: every process under the test runner (state, CPU time, what the
 * kernel has it wait in), the machine's memory and load, and each test worker's own report (its JavaScript
 * stack and the handles its event loop waits on). Linux only: elsewhere it says nothing.
 */

/** Where the workers write their reports; they are started with `workerReportArgs`. */
const reportDir = path.join(os.tmpdir(), `vitest-hang-reports-${process.pid}`);

/** Node flags for the test workers: SIGUSR2 writes a diagnostic report instead of ending the process. */
export const workerReportArgs = ['--report-on-signal', '--report-signal=SIGUSR2', `--report-directory=${reportDir}`];

/**
 * Where a process started with `workerReportArgs` logs its browser calls (tests/helpers/browser-call-log.ts),
 * so a quiet spell shows the call a worker is stuck in and what it has been waiting for; undefined in a
 * process started without them.
 */
export function browserCallLogFile(pid = process.pid, execArgv = process.execArgv): string | undefined {
  const dir = execArgv.find((arg) => arg.startsWith('--report-directory='))?.slice('--report-directory='.length);
  return dir ? path.join(dir, `browser-calls-${pid}.log`) : undefined;
}

/** The last lines of a file that may be megabytes long, reading only its end. */
function lastLines(file: string, count: number): string[] {
  if (!existsSync(file)) return [];
  const size = statSync(file).size;
  const length = Math.min(size, 16 * 1024);
  const buffer = Buffer.alloc(length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, length, size - length);
  } finally {
    closeSync(fd);
  }
  const lines = buffer.toString('utf8').split('\n').filter(Boolean);
  // Read from the middle of the file, the first line is a part of one.
  return (length < size ? lines.slice(1) : lines).slice(-count);
}

type Proc = { pid: number; ppid: number; state: string; cpuSeconds: number; rssMb: number; command: string };

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

function processes(): Proc[] {
  const ticks = 100; // USER_HZ on Linux
  const pageMb = 4096 / 2 ** 20;
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      const stat = read(`/proc/${name}/stat`);
      // The command name is in parentheses and may itself hold spaces or parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields.length < 22) return [];
      const command = read(`/proc/${name}/cmdline`).split('\0').filter(Boolean).join(' ');
      return [
        {
          pid: Number(name),
          ppid: Number(fields[1]),
          state: fields[0]!,
          cpuSeconds: (Number(fields[11]) + Number(fields[12])) / ticks,
          rssMb: Math.round(Number(fields[21]) * pageMb),
          command,
        },
      ];
    });
}

/** The processes under `root`, depth first, each indented under its parent. */
function tree(root: number, all: Proc[]): { proc: Proc; depth: number }[] {
  const children = new Map<number, Proc[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const out: { proc: Proc; depth: number }[] = [];
  const walk = (pid: number, depth: number) => {
    for (const child of children.get(pid) ?? []) {
      out.push({ proc: child, depth });
      walk(child.pid, depth + 1);
    }
  };
  walk(root, 0);
  return out;
}

const isReportingWorker = (p: Proc) => p.command.includes('--report-on-signal');

/** Asks each test worker for a report; `collectReports` reads them a moment later. */
export function requestWorkerReports(): void {
  if (!existsSync('/proc')) return;
  mkdirSync(reportDir, { recursive: true });
  for (const { proc } of tree(process.pid, processes()))
    if (isReportingWorker(proc)) {
      try {
        process.kill(proc.pid, 'SIGUSR2');
      } catch {
        // gone meanwhile
      }
    }
}

type NodeReport = {
  header?: { processId?: number };
  javascriptStack?: { message?: string; stack?: string[] };
  libuv?: {
    type: string;
    is_active?: boolean;
    is_referenced?: boolean;
    details?: string;
    localEndpoint?: unknown;
    remoteEndpoint?: unknown;
  }[];
};

/** Handles every event loop has: they say nothing about what a test waits for. */
const plumbing = new Set(['loop', 'async', 'check', 'prepare', 'idle', 'signal']);

/** The reports written since the last call, summarised: the JS stack and the active handles of each worker. */
export function collectReports(): string[] {
  if (!existsSync(reportDir)) return [];
  const lines: string[] = [];
  for (const file of readdirSync(reportDir).filter((name) => name.endsWith('.json'))) {
    const full = path.join(reportDir, file);
    try {
      const report = JSON.parse(readFileSync(full, 'utf8')) as NodeReport;
      lines.push(`  worker ${report.header?.processId}: stack`);
      for (const frame of report.javascriptStack?.stack?.slice(0, 15) ?? []) lines.push(`      ${frame.trim()}`);
      const active = (report.libuv ?? []).filter((h) => h.is_active && !plumbing.has(h.type));
      lines.push(`    waiting on ${active.length} handle(s):`);
      for (const h of active.slice(0, 30))
        lines.push(
          `      ${h.type}${h.details ? ` ${h.details}` : ''}${h.remoteEndpoint ? ` to ${JSON.stringify(h.remoteEndpoint)}` : ''}${h.localEndpoint ? ` from ${JSON.stringify(h.localEndpoint)}` : ''}`,
        );
      const calls = lastLines(browserCallLogFile(report.header?.processId, workerReportArgs)!, 25);
      if (calls.length > 0) lines.push('    its last browser calls:', ...calls.map((line) => `      ${line}`));
    } catch {
      // half written: the next quiet spell reads it
      continue;
    }
    rmSync(full, { force: true });
  }
  return lines;
}

/** Removes what the workers wrote for this run (reports, browser-call logs). */
export function removeReports(): void {
  rmSync(reportDir, { recursive: true, force: true });
}

/** A command line without its options, short: what runs, not how. */
const withoutFlags = (command: string) =>
  command
    .split(' ')
    .filter((arg) => !arg.startsWith('-'))
    .join(' ')
    .slice(0, 140);

/** The machine and every process under this one, one line each. */
export function processSnapshot(): string[] {
  if (!existsSync('/proc')) return [];
  const memory = read('/proc/meminfo').match(/MemAvailable:\s+(\d+)/)?.[1];
  const lines = [
    `  machine: load ${read('/proc/loadavg').split(' ').slice(0, 3).join(' ')}, ${Math.round(Number(memory) / 1024)} MB available`,
  ];
  for (const { proc, depth } of tree(process.pid, processes())) {
    const wchan = read(`/proc/${proc.pid}/wchan`);
    lines.push(
      `  ${'  '.repeat(depth)}${proc.pid} ${proc.state}${wchan && wchan !== '0' ? ` (${wchan})` : ''} cpu ${proc.cpuSeconds.toFixed(1)} s, ${proc.rssMb} MB: ${withoutFlags(proc.command)}`,
    );
  }
  return lines;
}
