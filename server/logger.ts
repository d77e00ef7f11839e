import pino, { type Logger } from 'pino';
import type { Config } from './config.js';

export type { Logger };

/** JSON lines in production; pretty, human output in development (pino-pretty is a dev dependency). */
export function createLogger(config: Pick<Config, 'logLevel' | 'prettyLogs'>): Logger {
  return pino({
    level: config.logLevel,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization'], remove: true },
    ...(config.prettyLogs ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  });
}
