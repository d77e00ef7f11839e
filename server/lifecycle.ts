import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from './logger.js';
import type { Readiness } from './health.js';

/**
 * Graceful shutdown: stop accepting, report not-ready, let in-flight requests finish
 * (at most `graceMs`), close each connection as soon as it is idle, then exit 0.
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
    // Keep-alive connections would otherwise stay open until their idle timeout (5 s) and hold the exit:
    // a request still arriving on one is answered with Connection: close, and a connection whose
    // response has just finished is closed at the next sweep.
    server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
      if (!res.headersSent) res.setHeader('Connection', 'close');
    });
    const sweep = setInterval(() => server.closeIdleConnections(), 25);
    sweep.unref();
    server.close(async () => {
      clearTimeout(force);
      clearInterval(sweep);
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
