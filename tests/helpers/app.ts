import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import type { ExtraRoute } from '../../client/routes.js';
import * as entry from '../../client/entry-server.js';
import { createApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import { loggerOptions } from '../../server/logger.js';
import { productionFrontend, type Frontend } from '../../server/frontend.js';
import type { PageStore } from '../../server/pages/page-store.js';
import type { BlogService } from '../../server/blog/types.js';
import { createBlog } from '../../server/blog/index.js';
import type { FunctionsClient } from '../../server/functions/client.js';
import { localBackends } from '../../server/scale/backends.js';
import { createSupabaseClient } from '../../server/supabase.js';
import { NO_LIMIT } from './patience.js';

export type LogLine = { level: number; msg: string; [key: string]: unknown };

/**
 * A pino logger with the production options that keeps its JSON lines in memory so tests can read what
 * was logged; `destination` is where it writes, for the request line as main.ts hands it to the app.
 */
export function memoryLogger() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino(loggerOptions('debug'), stream), lines, destination: stream };
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', ...env });
}

/** The blog as main.ts builds it: Supabase when the config names it, else the embedded posts. */
export function blogFromConfig(config: Config, logger: Logger): BlogService {
  return createBlog({
    supabase: config.blogSource === 'supabase' ? createSupabaseClient(config.supabase) : null,
    ttlSeconds: config.blogCacheTtlSeconds,
    logger,
  });
}

/** The real app (real middleware, the real SSR entry, the built client assets) with an in-memory log. */
export function buildTestApp(
  options: {
    env?: Record<string, string>;
    blog?: BlogService;
    extraRoutes?: ExtraRoute[];
    renderTimeoutMs?: number;
    readiness?: { shuttingDown: boolean };
    /** The functions the outbox delivers to; none by default. */
    functions?: FunctionsClient | null;
    /** The production frontend unless given (tests change its build id). */
    frontend?: Frontend;
    pageCache?: PageStore | false;
    year?: () => number;
    warm?: boolean;
  } = {},
) {
  const config = testConfig(options.env);
  const { logger, lines, destination } = memoryLogger();
  // The default is the real embedded blog (content/blog), as when no Supabase is configured.
  const blog = options.blog ?? blogFromConfig(config, logger);
  // The disk outbox in DATA_DIR, as main.ts builds it without Redis; not started (tests that need its worker start it).
  const { outbox } = localBackends({ config, functions: options.functions ?? null, logger });
  const app = createApp({
    config,
    logger,
    logDestination: destination,
    blog,
    frontend: options.frontend ?? productionFrontend(entry),
    extraRoutes: options.extraRoutes,
    // No limit of its own unless a test sets one: on a slow machine a page is slower, never cut short.
    renderTimeoutMs: options.renderTimeoutMs ?? NO_LIMIT,
    readiness: options.readiness,
    outbox,
    pageCache: options.pageCache,
    year: options.year,
    warm: options.warm,
  });
  return { app, config, logs: lines, outbox };
}
