import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import parseurl from 'parseurl';
import { isoTime, type LogDestination, type Logger } from './logger.js';
import type { Metrics } from './metrics/metrics.js';
import { expressRouteShape, NOT_FOUND_ROUTE, OTHER_ROUTE } from './metrics/route-shape.js';

declare module 'http' {
  interface IncomingMessage {
    /** The request id (X-Request-Id). */
    id: string;
    /** The logger for this request: its lines carry the request's id, method and path. */
    log: RequestLogger;
  }
  interface ServerResponse {
    /** How a page was answered, for the log line: hit (from memory), miss (rendered and kept), uncacheable. */
    pageCache?: 'hit' | 'miss' | 'uncacheable';
    /** The page's route shape (`/services/:slug`) for the request metric, set by the renderer. */
    routeShape?: string;
  }
}

/**
 * A client's X-Request-Id is kept when it is 8–64 url-safe characters (a UUID is 36 of them), else replaced:
 * nothing in it can break a log line, a header or a URL. No '.': ids like '..' read as path segments.
 */
const SAFE_ID = /^[A-Za-z0-9_-]{8,64}$/;

type RequestBindings = { id: string; method: string | undefined; path: string };

type Level = 'debug' | 'info' | 'warn' | 'error';

/**
 * `req.log`: lines carrying the request's id, method and path under `req`, as a pino child's would,
 * written through the parent: a child costs more to make than the one line a request usually writes
 * (a page not found, a refused form), and a flood of made-up paths makes one per request. One class
 * rather than a getter per request, so every request object keeps the same shape.
 */
export class RequestLogger {
  constructor(
    private readonly parent: Logger,
    private readonly bindings: RequestBindings,
  ) {}
  private write(level: Level, obj: unknown, msg: string | undefined, args: unknown[]) {
    if (!this.parent.isLevelEnabled(level)) return;
    const fields = obj instanceof Error ? { err: obj } : typeof obj === 'object' && obj !== null ? obj : null;
    if (fields) this.parent[level]({ req: this.bindings, ...fields }, msg, ...args);
    else this.parent[level]({ req: this.bindings }, String(obj), ...(msg === undefined ? args : [msg, ...args]));
  }
  debug(obj: unknown, msg?: string, ...args: unknown[]) {
    this.write('debug', obj, msg, args);
  }
  info(obj: unknown, msg?: string, ...args: unknown[]) {
    this.write('info', obj, msg, args);
  }
  warn(obj: unknown, msg?: string, ...args: unknown[]) {
    this.write('warn', obj, msg, args);
  }
  error(obj: unknown, msg?: string, ...args: unknown[]) {
    this.write('error', obj, msg, args);
  }
}

/** Starts a request's log and returns its id. */
export type RequestLog = (req: IncomingMessage, res: ServerResponse) => string;

/** The request's route shape: the page's, else the Express route's, never the raw URL. */
function routeOf(req: IncomingMessage, res: ServerResponse): string {
  if (res.routeShape !== undefined) return res.routeShape;
  const { baseUrl, route } = req as IncomingMessage & { baseUrl?: string; route?: { path?: unknown } };
  return expressRouteShape(baseUrl ?? '', route?.path) ?? OTHER_ROUTE;
}

type RequestLine = {
  req: RequestBindings;
  res: { status: number };
  durationMs: number;
  cache: ServerResponse['pageCache'];
};
type LineLevel = 'info' | 'warn' | 'error';
type LineMessage = 'request completed' | 'request aborted' | 'page not found' | 'request failed';
type WriteLine = (level: LineLevel, line: RequestLine, msg: LineMessage) => void;

/**
 * Writes the request line through pino, or, given the logger's destination, formats it there as pino
 * would with the logger's options (loggerOptions, server/logger.ts): the fields are known, so it is
 * one template, where pino walks and stringifies the object (docs/performance.md, Throughput).
 * The id is safe in JSON as it is (SAFE_ID, or a UUID); method and path are escaped.
 */
function lineWriter(logger: Logger, destination: LogDestination | undefined): WriteLine {
  if (!destination) {
    // The request line carries no headers, so it skips the logger's redaction.
    const lines = logger.child({}, { redact: [] });
    return (level, line, msg) => lines[level](line, msg);
  }
  return (level, { req, res, durationMs, cache }, msg) => {
    if (!logger.isLevelEnabled(level)) return;
    const method = req.method === undefined ? '' : `,"method":${JSON.stringify(req.method)}`;
    destination.write(
      `{"level":${logger.levels.values[level]}${isoTime()},"req":{"id":"${req.id}"${method},"path":${JSON.stringify(req.path)}},` +
        `"res":{"status":${res.status}},"durationMs":${durationMs}${cache === undefined ? '' : `,"cache":"${cache}"`},"msg":"${msg}"}\n`,
    );
  };
}

/**
 * The request log: for each request, takes or makes its id (returned, for X-Request-Id), gives it
 * `req.log`, and logs one line when the response is done: method, path, status, duration and how the
 * page cache answered. Not pino-http: it makes two child loggers and four listeners per request, where
 * this makes one listener and one line (a cached page is answered in tens of microseconds). `destination`
 * is where `logger` writes, when the line may be formatted there directly.
 */
export function requestLog(logger: Logger, metrics: Metrics | null = null, destination?: LogDestination): RequestLog {
  const write = lineWriter(logger, destination);
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
      const line = { req: bindings, res: { status }, durationMs: Math.round(elapsed * 10) / 10, cache: res.pageCache };
      if (status >= 500) write('error', line, 'request failed');
      // A page not found is the request's only line, a warning: a flood of made-up paths writes no more than hits.
      else if (res.routeShape === NOT_FOUND_ROUTE && res.writableFinished) write('warn', line, 'page not found');
      else write('info', line, res.writableFinished ? 'request completed' : 'request aborted');
    });
    return id;
  };
}
