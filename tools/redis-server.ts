import { startDaemon, type Daemon } from './daemon.js';

/**
 * Debian's redis-server on a loopback port. By default it keeps nothing on disk (each start is empty);
 * `appendOnly` writes every change to an append-only file in `dir`, as production should run it.
 */
export function startRedis(
  port: number,
  dir: string,
  { appendOnly = false }: { appendOnly?: boolean } = {},
): Promise<Daemon> {
  return startDaemon(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      appendOnly ? 'yes' : 'no',
      '--dir',
      dir,
    ],
    (output) => output.includes('Ready to accept connections'),
  );
}
