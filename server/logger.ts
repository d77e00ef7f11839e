import pino, { type Logger } from 'pino';
import type { Config } from './config.js';

export type { Logger };

/** JSON lines in production; pretty, human output in development (pino-pretty is a dev dependency). */
export function createLogger(config: Pick<Config, 'logLevel' | 'prettyLogs'>): Logger {
  const options = {
    level: config.logLevel,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization'], remove: true },
  };
  if (config.prettyLogs)
    return pino({ ...options, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } });
  // Asynchronous: lines logged while a write is under way leave together in the next one, and pino
  // writes what is still pending when the process exits.
  return pino(options, pino.destination({ dest: 1, sync: false }));
}
