import http from 'node:http';

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; ms: number };

/**
 * One GET through node:http, timed until its last byte. The body is kept exactly as sent (fetch would
 * decode gzip), so the bytes can be counted, or served again by the baseline.
 */
export function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - start,
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}
