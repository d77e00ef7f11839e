import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import compression from 'compression';
import type { Config } from './config.js';
import type { LogDestination, Logger } from './logger.js';
import type { BlogService } from './blog/types.js';
import type { ExtraRoute, Frontend } from './frontend.js';
import { requestLog } from './request-log.js';
import { securityHeaderList } from './security.js';
import { healthRoutes, type Readiness } from './health.js';
import { seoFiles } from './seo-files.js';
import { staticFiles } from './static-files.js';
import { cachedPageServer } from './pages/cache-hits.js';
import { criticalCss } from './pages/critical-css.js';
import { sharedHtmlPolicy } from './pages/cache-policy.js';
import { sendErrorPage } from './pages/error-page.js';
import { EveryAnswer, setHeaders } from './pages/page-headers.js';
import { pageRenderer, type PageCaching } from './pages/page-renderer.js';
import { PageStore } from './pages/page-store.js';
import { pageStaleness } from './pages/staleness.js';
import { blogFeed } from './feeds.js';
import type { SiteSettings } from '../shared/site.js';
import type { Outbox } from './outbox/types.js';
import type { Store } from 'express-rate-limit';
import { formRoutes } from './forms/routes.js';
import { pagePostRoutes } from './forms/page-posts.js';
import { formPageRenderer } from './pages/form-page.js';
import { createMetrics } from './metrics/metrics.js';
import { metricsRoute } from './metrics/route.js';
import { API_PREFIX } from './endpoints.js';
import {
  missingListPageTest,
  missingPostTest,
  unknownPathServer,
  unknownPathTest,
  type NotFoundTests,
} from './pages/unknown-paths.js';
import { productionWarnings, type ProductionWarnings } from './production-warnings.js';

export type AppDeps = {
  config: Config;
  logger: Logger;
  /** Where `logger` writes its JSON lines (absent for pretty output): the request line is formatted there directly. */
  logDestination?: LogDestination;
  blog: BlogService;
  frontend: Frontend;
  readiness?: Readiness;
  /** Vite's middleware in development. */
  devMiddleware?: RequestHandler;
  /** Extra page routes (tests use one that throws to exercise the 500 page). */
  extraRoutes?: ExtraRoute[];
  renderTimeoutMs?: number;
  /** The durable outbox of form submissions (main.ts builds it, and starts and stops its worker). */
  outbox: Outbox;
  /** The rate limiters' stores (Redis when REDIS_URL is set); absent: memory. */
  limiterStore?: (name: string) => Store | undefined;
  /** Rendered pages kept in memory; false turns the cache off (as development does: code reloads). */
  pageCache?: PageStore | false;
  /** The footer's year (tests move it; the default reads the clock). */
  year?: () => number;
  /** Read at once what is slow to read cold (the sitemap's post index); main.ts sets it, tests see every read. */
  warm?: boolean;
  /** What the configuration left at example values; main.ts logs them at start. Absent: made here. */
  warnings?: ProductionWarnings;
};

/**
 * Builds the request handler from its dependencies. A request's path: its id, log line and security
 * headers; then a page kept in memory is answered at once; everything else goes through Express, in
 * the middleware order below.
 */
export function createApp(deps: AppDeps) {
  const { config, logger, blog, frontend } = deps;
  const readiness = deps.readiness ?? { shuttingDown: false };
  const site: SiteSettings = { siteUrl: config.siteUrl, embeds: config.embeds };
  const { outbox } = deps;
  const store = deps.pageCache ?? (config.env === 'development' ? false : new PageStore());
  const caching: PageCaching | undefined = store ? { store, cacheControl: sharedHtmlPolicy(config.cdn) } : undefined;
  const staleness = pageStaleness({ frontend, changes: blog.changes, year: deps.year });
  const warnings = deps.warnings ?? productionWarnings(config, logger);

  // Counted only when someone may read them (METRICS_TOKEN set): otherwise nothing to pay for.
  const metrics = config.metricsToken
    ? createMetrics({ blog: blog.changes, outbox, stuckAfterSeconds: config.outboxStuckAfterSeconds })
    : null;
  const log = requestLog(logger, metrics, deps.logDestination);
  const everyAnswer = new EveryAnswer(securityHeaderList(config).flat());
  const serveCachedPage = caching ? cachedPageServer(caching.store, staleness, everyAnswer) : () => false;
  // Made-up paths, and posts or list pages the blog knows do not exist, are answered with their route's kept page
  // not found ahead of Express, once the route table is known.
  let notFoundTests: NotFoundTests | null = null;
  if (caching) {
    frontend
      .loadEntry()
      .then((entry) => {
        const patterns = entry.pagePatterns(deps.extraRoutes);
        notFoundTests = {
          isUnknown: unknownPathTest({ patterns, clientDir: frontend.clientDir }),
          isMissingPost: missingPostTest((slug) => blog.isMissingPost(slug)),
          isMissingListPage: missingListPageTest((raw) => blog.isMissingListPage(raw)),
        };
      })
      .catch((err: unknown) =>
        logger.error({ err }, 'the route table could not be read: unknown paths take the long way'),
      );
  }
  const serveUnknownPath = caching
    ? unknownPathServer(caching.store, staleness, everyAnswer, () => notFoundTests)
    : () => false;

  // Requests reach Express with their id, log line and security headers already given (handleRequest,
  // below). Pages kept in memory never reach it: middleware added here does not apply to them.
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy > 0 ? config.trustProxy : false);
  app.use(compression());

  app.use(healthRoutes({ blog, readiness, outbox, warnings: warnings.list }));
  if (metrics && config.metricsToken) app.use(metricsRoute(metrics, config.metricsToken));
  const pagePaths = () => frontend.loadEntry().then((entry) => entry.indexablePagePaths());
  app.use(seoFiles({ siteUrl: config.siteUrl, pagePaths, extraEntries: () => blog.sitemapEntries(), warm: deps.warm }));
  app.use(blogFeed({ siteUrl: config.siteUrl, blog }));

  // Answers about one visitor's submission, or data the pages already carry: no cache keeps them.
  app.use(API_PREFIX, (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  app.use(
    formRoutes({
      rateLimit: config.rateLimit,
      outbox,
      logger,
      record: metrics?.formSubmission,
      limiterStore: deps.limiterStore,
    }),
  );

  app.use(API_PREFIX, (_req, res) => {
    res.status(404).json({ error: 'not_found' });
  });

  // The contact forms' own posts (POST / and POST /contact), answered with a redirect, JSON or their page again.
  const { extraRoutes, renderTimeoutMs } = deps;
  app.use(
    pagePostRoutes({
      siteUrl: config.siteUrl,
      rateLimit: config.rateLimit,
      outbox,
      logger,
      record: metrics?.formSubmission,
      limiterStore: deps.limiterStore,
      renderFormPage: formPageRenderer({ frontend, site, blog, extraRoutes, renderTimeoutMs }),
      assets: frontend.assets,
    }),
  );

  if (frontend.clientDir) app.use(staticFiles(frontend.clientDir));
  if (deps.devMiddleware) app.use(deps.devMiddleware);

  const pageCss = frontend.assets.inlineStyles ? criticalCss(logger) : undefined;
  app.use(
    pageRenderer({ frontend, site, blog, staleness, caching, criticalCss: pageCss, extraRoutes, renderTimeoutMs }),
  );

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 600 ? err.status : 500;
    if (req.path.startsWith(`${API_PREFIX}/`) || status < 500) {
      if (status >= 500) req.log.error({ err }, 'request failed');
      if (res.headersSent) return res.destroy();
      return res.status(status).json({ error: status >= 500 ? 'internal' : 'bad_request' });
    }
    sendErrorPage(req, res, frontend.assets, err);
  };
  app.use(onError);

  /**
   * Kept pages are answered ahead of Express: its set-up of each request (the prototypes it gives req
   * and res, its router) costs about four times what answering a kept page does. With wrk (2 threads,
   * 100 connections, gzip), / answered inside Express reached 0.16-0.18 of nginx serving the same bytes,
   * ahead of it 0.41-0.51. Both answers write the page headers of pages/page-headers.ts, and
   * tests/api/page-headers.test.ts checks that they match.
   */
  return function handleRequest(req: IncomingMessage, res: ServerResponse) {
    const id = log(req, res);
    // Ahead of the kept pages, which most visitors get: a public Host or a proxy shows on any request.
    warnings.observe(req);
    try {
      if (serveCachedPage(req, res) || serveUnknownPath(req, res)) return;
    } catch (err) {
      logger.error({ err }, 'serving a cached page failed');
      if (res.headersSent) return void res.destroy();
    }
    setHeaders(res, everyAnswer.list(id));
    app(req, res);
  };
}
