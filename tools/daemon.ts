import { spawn, type ChildProcess } from 'node:child_process';

export type Daemon = { child: ChildProcess; output: string[]; stop(): Promise<void> };

/**
 * Runs a server program in the foreground and resolves once a line of its output says it is ready
 * (redis-server, nginx), however long that takes; it rejects only if the program exits first. stop()
 * sends SIGTERM and waits for the exit.
 */
export function startDaemon(command: string, args: string[], ready: (output: string) => boolean): Promise<Daemon> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!ready(output.join(''))) return;
      resolve({ child, output, stop });
    };
    child.stdout!.on('data', (c: Buffer) => (output.push(c.toString()), check()));
    child.stderr!.on('data', (c: Buffer) => (output.push(c.toString()), check()));
    child.once('error', reject);
    void exited.then(() => {
      reject(new Error(`${command} exited:\n${output.join('')}`));
    });
    check();
  });
}
