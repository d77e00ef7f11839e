import autocannon from 'autocannon';

export type LoadResult = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

/** One autocannon run: requests/s and latency percentiles in ms. No Accept-Encoding, like the static baseline. */
export async function load(url: string, connections: number, durationSeconds: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: durationSeconds, pipelining: 1 });
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
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
}
