import net, { type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from './logger.js';
import type { Readiness } from './health.js';

/**
 * How long a connection that was idle at the signal must stay silent before it is closed. A client
 * sending requests back to back has its next one on the wire well within this, and a proxy reuses its
 * most recently used connections first; closing a connection whose request is already on its way
 * would reset it.
 */
const QUIET_MS = 1000;

/** How long closing the outbox and Redis may take after the grace period before the process exits anyway. */
const CLOSE_MS = 5000;

/**
 * Graceful shutdown on SIGTERM/SIGINT, so a restart behind a load balancer drops nothing:
 * - /readyz answers 503 at once (the balancer stops sending new visitors);
 * - the listener closes (new connections are refused, which clients and balancers retry elsewhere);
 * - every request on an already-open connection is answered, with `Connection: close`;
 * - the server itself closes only connections idle since before the signal (and still silent),
 *   never one it has just answered while the client may be sending its next request;
 * - the process exits 0 once every connection is closed, or after `graceMs`;
 * - should closing what it holds (the outbox, Redis) hang past that, it exits 1 saying so: a stop
 *   always ends, and a supervisor's restart never waits on it.
 * Returns `stop`, which the signals call, and `dispose`, which removes the signal handlers.
 */
export function handleShutdown(
  server: Server,
  {
    logger,
    readiness,
    graceMs = 10_000,
    onClose,
    exit = (code: number) => process.exit(code),
  }: {
    logger: Logger;
    readiness: Readiness;
    graceMs?: number;
    onClose?: () => Promise<void>;
    exit?: (code: number) => void;
  },
) {
  const sockets = new Set<Socket>();
  const inFlight = new Set<ServerResponse>();
  let stopping = false;

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // Ahead of the app, which may write a cached page's headers at once.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (stopping) return void res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    readiness.shuttingDown = true;
    logger.info(
      { signal, connections: sockets.size, inFlight: inFlight.size },
      'shutting down: finishing in-flight requests',
    );

    // Answers not yet started are the last on their connection; one already under way keeps its
    // connection open until the client's next request, which is answered with Connection: close.
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    const busy = new Set([...inFlight].map((res) => res.socket));
    const idle = new Map<Socket, number>();
    for (const socket of sockets) if (!busy.has(socket)) idle.set(socket, socket.bytesRead);
    // Checked after a poll phase (setImmediate), so bytes that arrived while the loop was busy are counted.
    const closeSilent = setTimeout(
      () =>
        setImmediate(() => {
          const answering = new Set([...inFlight].map((res) => res.socket));
          for (const [socket, bytesRead] of idle)
            if (socket.bytesRead === bytesRead && !answering.has(socket)) socket.destroy();
        }),
      QUIET_MS,
    );
    closeSilent.unref();

    const force = setTimeout(() => {
      logger.warn({ graceMs, connections: sockets.size }, 'grace period over: closing remaining connections');
      server.closeAllConnections();
    }, graceMs);
    force.unref();
    const deadline = setTimeout(() => {
      logger.error({ graceMs, closeMs: CLOSE_MS }, 'shutdown did not finish: exiting');
      logger.flush?.();
      exit(1);
    }, graceMs + CLOSE_MS);
    deadline.unref();

    // net's close, not http's: http's also closes every connection without a request in progress at
    // this instant, including one whose next request is already in the socket's buffer (a reset).
    net.Server.prototype.close.call(server, async () => {
      clearTimeout(force);
      clearTimeout(closeSilent);
      await onClose?.().catch((err) => logger.error({ err }, 'error while closing'));
      clearTimeout(deadline);
      logger.info('stopped');
      logger.flush?.();
      exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return {
    stop,
    dispose() {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
    },
  };
}
