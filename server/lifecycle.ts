import type { Server } from 'node:http';
import type { Logger } from './logger.js';
import type { Readiness } from './health.js';

/**
 * Graceful shutdown: stop accepting, report not-ready, let in-flight requests finish
 * (at most `graceMs`), then exit 0.
 */
export function handleShutdown(
  server: Server,
  { logger, readiness, graceMs = 10_000, onClose }: { logger: Logger; readiness: Readiness; graceMs?: number; onClose?: () => Promise<void> },
) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    readiness.shuttingDown = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.warn({ graceMs }, 'grace period over: closing remaining connections');
      server.closeAllConnections();
    }, graceMs);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      await onClose?.().catch((err) => logger.error({ err }, 'error while closing'));
      logger.info('stopped');
      logger.flush?.();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
