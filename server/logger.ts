import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.js';

export type { Logger };

/**
 * Standard output, with the lines of one turn of the event loop written together, on pino's public
 * destination. Alone, that destination writes each line on its own and, while a write is out, grows its
 * backlog line by line: under wrk at 100 connections the process reached 188 MB (budget 150) against
 * 122 MB with this batching. A line waits at most for the end of the current turn; `flush` and the
 * process's exit write what is pending first, so nothing logged before a clean exit or a crash is lost.
 */
export function batchedStdout(): DestinationStream & { flush(cb?: (err?: Error) => void): void; flushSync(): void } {
  const out = pino.destination({ dest: 1, sync: false });
  let pending = '';
  let scheduled = false;
  const drain = () => {
    scheduled = false;
    if (!pending) return;
    const chunk = pending;
    pending = '';
    out.write(chunk);
  };
  process.on('exit', () => {
    drain();
    out.flushSync();
  });
  return {
    write(line: string) {
      pending += line;
      if (!scheduled) {
        scheduled = true;
        setImmediate(drain);
      }
    },
    flush(cb) {
      drain();
      out.flush(cb);
    },
    flushSync() {
      drain();
      out.flushSync();
    },
  };
}

/** Where JSON log lines go: standard output in production, memory in tests. */
export type LogDestination = DestinationStream;

let timeMs = -1;
let timeField = '';
/**
 * pino's ISO timestamp field (`stdTimeFunctions.isoTime`), worked out once per millisecond: a busy
 * server writes many lines within one, and formatting a date costs more than the rest of a line.
 */
export function isoTime(): string {
  const now = Date.now();
  if (now !== timeMs) {
    timeMs = now;
    timeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return timeField;
}

/** The logger's options, which the request line's own formatting (request-log.ts) follows. */
export function loggerOptions(level: string) {
  return {
    level,
    base: undefined,
    timestamp: isoTime,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization'], remove: true },
  };
}

/**
 * JSON lines to `destination` (main.ts gives batchedStdout) in production; pretty, human output in
 * development (pino-pretty is a dev dependency).
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'prettyLogs'>, destination?: LogDestination): Logger {
  const options = loggerOptions(config.logLevel);
  const prettyInstalled = config.prettyLogs && canResolve('pino-pretty');
  if (prettyInstalled)
    return pino({ ...options, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } });
  const logger = pino(options, destination ?? batchedStdout());
  // The production image installs no dev dependency: say so rather than fail at the first line.
  if (config.prettyLogs) logger.warn('PRETTY_LOGS is on but pino-pretty is not installed here: JSON lines instead');
  return logger;
}

function canResolve(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}
