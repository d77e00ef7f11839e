import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { handleShutdown } from '../../server/lifecycle.js';
import { memoryLogger } from '../helpers/app.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A listening server whose shutdown is handled, `onClose` as given; resolves the exit code it asks for. */
async function stopped(onClose: () => Promise<void>) {
  const server: Server = createServer((_req, res) => res.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { logger, lines } = memoryLogger();
  const readiness = { shuttingDown: false };
  const code = new Promise<number>((exit) => {
    const shutdown = handleShutdown(server, { logger, readiness, graceMs: 0, onClose, exit });
    cleanups.push(() => shutdown.dispose());
    shutdown.stop('SIGTERM');
  });
  expect(readiness.shuttingDown).toBe(true);
  return { code: await code, lines };
}

describe('the shutdown', () => {
  it('exits 0 once the listener and what it holds are closed', async () => {
    const { code, lines } = await stopped(async () => {});
    expect(code).toBe(0);
    expect(lines.map((l) => l.msg)).toContain('stopped');
  });

  it('exits 1, saying so, when closing what it holds never ends', async () => {
    const { code, lines } = await stopped(() => new Promise(() => {}));
    expect(code).toBe(1);
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: 'shutdown did not finish: exiting' }));
    expect(lines.map((l) => l.msg)).not.toContain('stopped');
  });
});
