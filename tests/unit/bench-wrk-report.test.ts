import { describe, expect, it } from 'vitest';
import { parseWrkReport } from '../../scripts/bench/wrk-report.js';

/** wrk 4.1's report with --latency, as it prints it (a run where every answer was a 404). */
const notFoundRun = `Running 1s test @ http://127.0.0.1:18777/x
  2 threads and 4 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    42.37ms    9.16ms  58.04ms   93.48%
    Req/Sec    45.75      9.63    60.00     65.00%
  Latency Distribution
     50%   43.94ms
     75%   44.01ms
     90%   44.13ms
     99%   58.04ms
  92 requests in 1.02s, 11.24KB read
  Non-2xx or 3xx responses: 92
Requests/sec:     90.52
Transfer/sec:     11.06KB`;

/** A fast run whose tail reached seconds, with connections that failed. */
const failingRun = `Running 2s test @ http://127.0.0.1:3000/
  2 threads and 100 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     4.12ms   20.01ms   1.90s    99.10%
    Req/Sec    20.10k     1.20k   22.40k    71.00%
  Latency Distribution
     50%  856.00us
     75%    1.20ms
     90%    2.31ms
     99%    1.02s
  80412 requests in 2.00s, 1.50GB read
  Socket errors: connect 3, read 2, write 1, timeout 7
Requests/sec:  40181.62
Transfer/sec:    750.12MB
`;

describe('parseWrkReport', () => {
  it('reads requests/s, the 50th and 99th percentiles in ms and the answers of 400 or more', () => {
    expect(parseWrkReport(notFoundRun)).toEqual({
      rps: 91,
      p50: 43.94,
      p99: 58.04,
      requests: 92,
      socketErrors: 0,
      non2xx3xx: 92,
    });
  });

  it('converts microseconds and seconds to ms and adds up the socket errors of every kind', () => {
    expect(parseWrkReport(failingRun)).toEqual({
      rps: 40182,
      p50: 0.86,
      p99: 1020,
      requests: 80412,
      socketErrors: 13,
      non2xx3xx: 0,
    });
  });

  it('refuses a report without the latency distribution (a run without --latency)', () => {
    const withoutDistribution = notFoundRun.replace(/ {2}Latency Distribution[\s\S]*?(?= {2}92 requests)/, '');
    expect(withoutDistribution).not.toContain('99%');
    expect(() => parseWrkReport(withoutDistribution)).toThrow(/no 50% latency/);
  });
});
