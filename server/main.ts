import { createServer } from 'node:http';
import { loadConfigOrExit } from './config.js';
import { batchedStdout, createLogger } from './logger.js';
import { createApp } from './app.js';
import { productionFrontend, type Frontend } from './frontend.js';
import { handleShutdown } from './lifecycle.js';
import { createBlog } from './blog/index.js';
import type { RequestHandler } from 'express';
import { createFunctionsClient } from './functions/client.js';
import { createSupabaseClient } from './supabase.js';
import { localBackends } from './scale/backends.js';
import { productionWarnings } from './production-warnings.js';
import { buildInfo } from './metrics/build-info.js';

// The process entries (this and forget.ts) are the only modules that read the environment.
const config = loadConfigOrExit(process.env);

const logDestination = config.prettyLogs ? undefined : batchedStdout();
const logger = createLogger(config, logDestination);
// Start-up never fails for what a try-out leaves unset (SITE_URL, the embeds): it is said here instead.
const warnings = productionWarnings(config, logger);
warnings.logAtStart();
// One client for the blog's reads and the forms' functions; null when Supabase is not configured.
const supabase = createSupabaseClient(config.supabase);
const blog = createBlog({
  supabase: config.blogSource === 'supabase' ? supabase : null,
  ttlSeconds: config.blogCacheTtlSeconds,
  logger,
});
const readiness = { shuttingDown: false };

let frontend: Frontend;
let devMiddleware: RequestHandler | undefined;
let closeDev: (() => Promise<void>) | undefined;
if (config.env === 'development') {
  const { createDevFrontend } = await import('./dev-frontend.js');
  const dev = await createDevFrontend();
  ({ frontend } = dev);
  devMiddleware = dev.middleware;
  closeDev = dev.close;
} else {
  frontend = productionFrontend(await import('../client/entry-server.js'));
}

// Form submissions: the edge functions when Supabase is configured, and the durable outbox either way.
const functions = supabase ? createFunctionsClient(supabase) : null;
// The one place that chooses where shared state lives: memory and disk, or Redis for several instances.
const backends = config.redisUrl
  ? await (
      await import('./scale/redis-backends.js')
    ).redisBackends({ config, functions, logger, redisUrl: config.redisUrl })
  : localBackends({ config, functions, logger });
const { outbox } = backends;
try {
  await outbox.start();
} catch (err) {
  process.stderr.write(
    `Cannot use DATA_DIR ${config.dataDir} for the outbox: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}\n`,
  );
  process.exit(1);
}

const app = createApp({
  config,
  logger,
  logDestination,
  blog,
  frontend,
  readiness,
  devMiddleware,
  outbox,
  limiterStore: backends.limiterStore,
  warm: true,
  warnings,
});
const server = createServer(app);
server.headersTimeout = 20_000;
server.requestTimeout = 30_000;

const where = config.listenFd === null ? `${config.host}:${config.port}` : `systemd's socket (fd ${config.listenFd})`;
server.on('error', (err: NodeJS.ErrnoException) => {
  process.stderr.write(`Cannot listen on ${where}: ${err.code ?? err.message}\n`);
  process.exit(1);
});
// Under systemd socket activation the socket outlives the process: during a restart, connections wait
// in its queue for the next process instead of being refused.
const listening = () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const socket = config.listenFd === null ? { host: config.host } : { socket: 'systemd' };
  logger.info(
    { port, ...socket, env: config.env, contentSource: blog.source, ...buildInfo() },
    `listening on http://localhost:${port}`,
  );
};
if (config.listenFd === null) server.listen(config.port, config.host, listening);
else server.listen({ fd: config.listenFd }, listening);

handleShutdown(server, {
  logger,
  readiness,
  onClose: async () => {
    blog.close();
    await outbox.stop();
    await backends.close();
    await closeDev?.();
  },
});
