import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { BlogChanges } from '../blog/cache.js';
import type { OutboxStats } from '../outbox/types.js';
import { buildInfo } from './build-info.js';

export type PageCacheAnswer = 'hit' | 'miss' | 'uncacheable';

export type Metrics = {
  registry: Registry;
  /** One finished request: its route shape (never the raw URL), status and duration. */
  request(route: string, status: number, seconds: number, pageCache: PageCacheAnswer | undefined): void;
  formSubmission(endpoint: string, outcome: string): void;
};

/**
 * The Prometheus metrics of one server, in their own registry: Node's default metrics, request
 * durations by route shape and status, page-cache answers, blog-source failures, form submissions,
 * and the outbox or queue (read when scraped).
 */
export function createMetrics({
  blog,
  outbox,
  stuckAfterSeconds,
}: {
  blog: BlogChanges;
  outbox: { stats(): OutboxStats | Promise<OutboxStats> };
  /** OUTBOX_STUCK_AFTER_SECONDS, exported so the alert reads the one setting. */
  stuckAfterSeconds: number;
}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters (promtool check metrics refuses them); the same series by type stay.
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) {
    registry.removeSingleMetric(name);
  }

  // The running build, as Prometheus's info metrics are: labels on a constant 1.
  const { version, commit, node } = buildInfo();
  new Gauge({
    name: 'build_info',
    help: 'The running build: package version, git commit and Node.js version (always 1).',
    labelNames: ['version', 'commit', 'node'] as const,
    registers: [registry],
  })
    .labels(version, commit, node)
    .set(1);

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route shape and status.',
    labelNames: ['route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'page_cache_requests_total',
    help: 'Pages answered from memory (hit), rendered and kept (miss), or rendered and not kept (uncacheable).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const pageCacheChildren = {
    hit: pageCache.labels('hit'),
    miss: pageCache.labels('miss'),
    uncacheable: pageCache.labels('uncacheable'),
  };

  let failuresSeen = 0;
  new Counter({
    name: 'blog_source_failures_total',
    help: 'Failed reads of the blog source (Supabase), whether the last good data was served or not.',
    registers: [registry],
    // The blog cache counts; a scrape adds what it counted since the last one.
    collect() {
      const failures = blog.sourceFailures;
      if (failures > failuresSeen) this.inc(failures - failuresSeen);
      failuresSeen = failures;
    },
  });

  const submissions = new Counter({
    name: 'form_submissions_total',
    help: 'Form submissions by endpoint and outcome (delivered, queued, rejected, unavailable, full, address-full, invalid, honeypot, rate-limited, cross-site).',
    labelNames: ['endpoint', 'outcome'] as const,
    registers: [registry],
  });

  // The gauges of one scrape share one read of the outbox (a round trip when it is the Redis queue).
  let reading: Promise<OutboxStats | null> | null = null;
  const readStats = () =>
    (reading ??= Promise.resolve()
      .then(() => outbox.stats())
      .catch(() => null)
      .finally(() => (reading = null)));
  new Gauge({
    name: 'outbox_readable',
    help: 'Whether the outbox could be read at this scrape: 0 while the Redis queue is unreachable (the forms then refuse messages, and the other outbox gauges keep their last value).',
    registers: [registry],
    async collect() {
      this.set((await readStats()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'outbox_stuck_after_seconds',
    help: 'OUTBOX_STUCK_AFTER_SECONDS: a message undelivered this long is logged as an error, and alerted on.',
    registers: [registry],
  }).set(stuckAfterSeconds);
  const outboxGauge = (name: string, help: string, pick: (stats: OutboxStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        // Unreadable (Redis unreachable): the last value stays; outbox_readable and /readyz say why.
        const stats = await readStats();
        if (stats) this.set(pick(stats));
      },
    });
  outboxGauge('outbox_depth', 'Form messages waiting for delivery.', (s) => s.depth);
  outboxGauge(
    'outbox_oldest_age_seconds',
    'Age of the oldest waiting message (0 when none waits).',
    (s) => s.oldestAgeSeconds ?? 0,
  );
  outboxGauge('outbox_dead_letters', 'Messages a function refused, kept as dead letters.', (s) => s.deadLetters);
  outboxGauge(
    'outbox_max_waiting',
    'Waiting messages past which submissions are refused (OUTBOX_MAX_WAITING).',
    (s) => s.maxWaiting,
  );

  // Children by route, then status: a finished request costs two map lookups, no label string.
  const observers = new Map<string, Map<number, Histogram.Internal<'route' | 'status'>>>();
  const observerFor = (route: string, status: number) => {
    let byStatus = observers.get(route);
    if (!byStatus) observers.set(route, (byStatus = new Map()));
    let observer = byStatus.get(status);
    if (!observer) byStatus.set(status, (observer = duration.labels(route, String(status))));
    return observer;
  };

  return {
    registry,
    request(route, status, seconds, answer) {
      observerFor(route, status).observe(seconds);
      if (answer) pageCacheChildren[answer].inc();
    },
    formSubmission(endpoint, outcome) {
      submissions.labels(endpoint, outcome).inc();
    },
  };
}
