import { createRequire } from 'node:module';
import autocannon from 'autocannon';

/**
 * autocannon keeps every response body as a string, for its expectBody/verifyBody checks (the bench
 * uses neither): decoding each 18 KB gzip body of / as UTF-8 took most of its one thread, so both
 * servers measured autocannon. A browser does nothing of the kind; the bench turns that off.
 */
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody(data: Buffer): void } };
if (typeof PipelinedRequestsQueue.prototype.addBody !== 'function') throw new Error('autocannon changed: check scripts/bench/throughput.ts');
PipelinedRequestsQueue.prototype.addBody = () => {};

export type LoadResult = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

/**
 * Every load request asks for gzip, as browsers do (they offer br too; gzip is what the static baseline
 * holds as well). Without it each answer for / is its full HTML, and autocannon, one JavaScript thread
 * on the same machine, reading those bytes is what would be measured, for the app and nginx alike.
 */
export const loadHeaders = { 'accept-encoding': 'gzip' };

/** One autocannon run: requests/s and latency percentiles in ms. */
export async function load(url: string, connections: number, durationSeconds: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: durationSeconds, pipelining: 1, headers: loadHeaders });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Sends `amount` requests spread over `paths` as fast as 10 connections allow (for the memory check). */
export async function hammer(baseUrl: string, paths: string[], amount: number) {
  await autocannon({
    url: baseUrl,
    connections: 10,
    amount,
    headers: loadHeaders,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
}
