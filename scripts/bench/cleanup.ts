import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Every process the bench starts (the production servers, nginx, redis-server, wrk) is registered
 * here, so none outlives the bench: they are signalled when it ends normally, on an error, on
 * SIGINT/SIGTERM/SIGHUP, and when what launched it is gone. The stand-ins are servers inside this process and go with it.
 */
const children = new Set<{ child: ChildProcess; signal: NodeJS.Signals }>();

/** Registers a child; `signal` is what stops it cleanly (nginx's master takes its workers down on SIGTERM). */
export function track(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  const entry = { child, signal };
  children.add(entry);
  child.once('exit', () => children.delete(entry));
}

/** Signals every child still running; synchronous, so it can run inside an 'exit' handler. */
function killAll() {
  for (const { child, signal } of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
  children.clear();
}

/** The parent of a process, from /proc (0 when it is gone). */
function parentOf(pid: number): number {
  try {
    // The command name, in parentheses, may itself contain spaces: the fields after it are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8');
  } catch {
    return '';
  }
};

/**
 * The processes between this one and `npm run bench`, npm included (or just the parent when npm did
 * not start it). npm forwards SIGTERM only to the `sh -c` it runs, which dies without passing it on to
 * tsx; watching the chain catches that, and a SIGKILL of any of them too.
 */
function launchers(): number[] {
  const chain: number[] = [];
  for (let pid = process.ppid; pid > 1 && chain.length < 6; pid = parentOf(pid)) {
    chain.push(pid);
    if (commandOf(pid).startsWith('npm')) return chain;
  }
  return [process.ppid];
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

let installed = false;

/** Installs the handlers once, at the start of the bench. */
export function installCleanup() {
  if (installed) return;
  installed = true;
  process.on('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      process.stderr.write(`\n[bench] ${signal}: stopping the servers it started\n`);
      killAll();
      // The usual exit status of a process ended by that signal.
      process.exit(128 + ({ SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const)[signal]);
    });
  }
  const fail = (err: unknown) => {
    process.stderr.write(`[bench] failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    killAll();
    process.exit(1);
  };
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
  const watched = launchers();
  const parent = process.ppid;
  setInterval(() => {
    // A pid can be reused: a process whose parent changed is gone too (the bench was orphaned).
    if (process.ppid === parent && watched.every(alive)) return;
    process.stderr.write('\n[bench] the command that started the bench is gone: stopping the servers it started\n');
    killAll();
    process.exit(129);
  }, 1000).unref();
}
