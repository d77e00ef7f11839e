import autocannon from 'autocannon';

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
