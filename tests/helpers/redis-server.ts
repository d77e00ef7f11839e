import { startDaemon, type Daemon } from './daemon.js';

/** Debian's redis-server on a loopback port, keeping nothing on disk (each start is empty). */
export function startRedis(port: number, dir: string): Promise<Daemon> {
  return startDaemon(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    (output) => output.includes('Ready to accept connections'),
  );
}
