import http from 'node:http';
const mode = process.argv[2];
let handler: http.RequestListener;
if (mode === 'express') {
  const express = (await import('express')).default;
  const app = express();
  app.get('/x', (_req, res) => { res.send('hello world'); });
  handler = app;
} else if (mode === 'import-express') {
  await import('express');
  handler = (_req, res) => { res.end('hello world'); };
} else if (mode === 'import-react') {
  await import('react-dom/server');
  handler = (_req, res) => { res.end('hello world'); };
} else if (mode.startsWith('plain-')) {
  const proto = Object.create(http.IncomingMessage.prototype);
  handler = (req, res) => {
    if (mode.includes('proto')) Object.setPrototypeOf(req, proto);
    if (mode.includes('close')) res.on('close', () => { (req as any).x = res.statusCode; });
    if (mode.includes('define')) Object.defineProperty(req, 'log', { configurable: true, get: () => 1 });
    res.end('hello world');
  };
} else if (mode === 'prod') {
  const { createApp } = await import('../../server/app.js');
  const { loadConfig } = await import('../../server/config.js');
  const { createLogger } = await import('../../server/logger.js');
  const { productionFrontend } = await import('../../server/frontend.js');
  const { createBlogFromConfig } = await import('../../server/blog/index.js');
  const entry = await import('../../client/entry-server.js');
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'error' });
  const logger = createLogger(config);
  const blog = createBlogFromConfig(config, logger);
  handler = createApp({ config, logger, blog, frontend: productionFrontend(entry) }) as http.RequestListener;
} else if (mode === 'plain') {
  handler = (_req, res) => { res.end('hello world'); };
} else {
  const { buildTestApp } = await import('../../tests/helpers/app.js');
  handler = buildTestApp({ env: { LOG_LEVEL: 'error' } }).app as http.RequestListener;
}
http.createServer(handler).listen(3110, '127.0.0.1', () => console.log('ready'));
process.on('SIGINT', () => process.exit(0));
