import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import pino from 'pino';
import parseurl from 'parseurl';
import type { Logger } from './logger.js';
import type { Metrics } from './metrics/metrics.js';
import { expressRouteShape, OTHER_ROUTE } from './metrics/route-shape.js';

declare module 'http' {
  interface IncomingMessage {
    /** The request id (X-Request-Id). */
    id: string;
    /** The logger for this request: its lines carry the request's id, method and path. */
    log: RequestLogger;
  }
  interface ServerResponse {
    /** How a page was answered, for the request's log line: hit (from memory), miss (rendered and kept), uncacheable. */
    pageCache?: 'hit' | 'miss' | 'uncacheable';
    /** The page's route shape (`/services/:slug`) for the request metric, set by the renderer. */
    routeShape?: string;
  }
}

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

type RequestBindings = { id: string; method: string | undefined; path: string };

/**
 * `req.log`: logs through a pino child carrying the request's id, method and path, made on first use
 * (most requests never log beyond their request line). A plain object of one shared shape: a getter
 * defined on each request instead gave every request its own hidden class, which the GC kept alive
 * long enough to promote and grow the heap by tens of megabytes under load.
 */
export class RequestLogger {
  #child: Logger | undefined;
  constructor(
    private readonly parent: Logger,
    private readonly bindings: RequestBindings,
  ) {}
  private get pino(): Logger {
    return (this.#child ??= this.parent.child({ req: this.bindings }));
  }
  debug(obj: unknown, msg?: string, ...args: unknown[]) {
    this.pino.debug(obj, msg, ...args);
  }
  info(obj: unknown, msg?: string, ...args: unknown[]) {
    this.pino.info(obj, msg, ...args);
  }
  warn(obj: unknown, msg?: string, ...args: unknown[]) {
    this.pino.warn(obj, msg, ...args);
  }
  error(obj: unknown, msg?: string, ...args: unknown[]) {
    this.pino.error(obj, msg, ...args);
  }
}

/** Starts a request's log and returns its id. */
export type RequestLog = (req: IncomingMessage, res: ServerResponse) => string;

/**
 * Writes the request lines by hand, in the logger's own format (its level number, time function and
 * bindings) straight into its destination: a line is the same JSON pino would write, without pino's
 * generic serialization of three nested objects, which was a tenth of the CPU of a cached page.
 * Anything unusual (a failed request) still goes through pino.
 */
function requestLineWriter(logger: Logger) {
  const internals = logger as unknown as Record<symbol, unknown>;
  const stream = internals[pino.symbols.streamSym] as { write(line: string): unknown };
  const time = internals[pino.symbols.timeSym] as () => string;
  const level = logger.levels.values.info!;
  return (bindings: RequestBindings, status: number, durationMs: number, cache: string | undefined, msg: string) => {
    if (!logger.isLevelEnabled('info')) return;
    const chindings = internals[pino.symbols.chindingsSym] as string;
    stream.write(
      `{"level":${level}${time()}${chindings},"req":{"id":${JSON.stringify(bindings.id)},"method":${JSON.stringify(bindings.method)},` +
        `"path":${JSON.stringify(bindings.path)}},"res":{"status":${status}},"durationMs":${durationMs}` +
        `${cache === undefined ? '' : `,"cache":"${cache}"`},"msg":"${msg}"}\n`,
    );
  };
}

/**
 * The request log: for each request, takes or makes its id (returned, for X-Request-Id), gives it
 * `req.log`, and writes one JSON line when the response is done: method, path, status and duration.
 * Written by hand rather than with pino-http: at thousands of cached pages a second, its two child
 * loggers and four listeners per request cost a tenth of the CPU.
 */
/** The request's route shape: the page's, else the Express route's, never the raw URL. */
function routeOf(req: IncomingMessage, res: ServerResponse): string {
  if (res.routeShape !== undefined) return res.routeShape;
  const { baseUrl, route } = req as IncomingMessage & { baseUrl?: string; route?: { path?: unknown } };
  return expressRouteShape(baseUrl ?? '', route?.path) ?? OTHER_ROUTE;
}

export function requestLog(logger: Logger, metrics: Metrics | null = null): RequestLog {
  // The request line carries no headers, so it skips the logger's redaction.
  const lines = logger.child({}, { redact: [] });
  const writeLine = requestLineWriter(logger);
  return function beginRequestLog(req, res) {
    const start = performance.now();
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
    // Never the body, headers or query values: method and path identify the request.
    const bindings: RequestBindings = { id, method: req.method, path: parseurl(req)?.pathname ?? '/' };
    req.id = id;
    req.log = new RequestLogger(logger, bindings);
    if (req.url === '/healthz') return id;
    res.on('close', () => {
      const status = res.statusCode;
      const elapsed = performance.now() - start;
      metrics?.request(routeOf(req, res), status, elapsed / 1000, res.pageCache);
      const durationMs = Math.round(elapsed * 10) / 10;
      if (status >= 500) lines.error({ req: bindings, res: { status }, durationMs, cache: res.pageCache }, 'request failed');
      else writeLine(bindings, status, durationMs, res.pageCache, res.writableFinished ? 'request completed' : 'request aborted');
    });
    return id;
  };
}

/** The request log as Express middleware (the first one), echoing the id as X-Request-Id. */
export function requestLogger(log: RequestLog): RequestHandler {
  return function logRequest(req, res, next) {
    res.setHeader('X-Request-Id', log(req, res));
    next();
  };
}
