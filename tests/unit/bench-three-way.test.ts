import { describe, expect, it } from 'vitest';
import { threeWayMedians, threeWayTable, type ThreeWay } from '../../scripts/bench/throughput.js';
import type { WrkResult } from '../../scripts/bench/wrk.js';

const run = (rps: number, p99 = 5): WrkResult => ({
  rps,
  p50: 1,
  p99,
  requests: rps * 10,
  socketErrors: 0,
  non2xx3xx: 0,
});

describe('the three-way throughput comparison', () => {
  const result: ThreeWay = {
    route: '/',
    connections: 100,
    runs: [
      { nginx: run(70_000), node: run(60_000), app: run(42_000, 7) },
      { nginx: run(40_000), node: run(30_000), app: run(20_000, 30) },
      { nginx: run(72_000), node: run(58_000), app: run(45_000, 6) },
    ],
  };

  it('takes the median of each server and the ratios of those medians', () => {
    expect(threeWayMedians(result)).toEqual({
      nginx: 70_000,
      node: 58_000,
      app: 42_000,
      nodeOfNginx: 0.83,
      appOfNginx: 0.6,
      appOfNode: 0.72,
      appP99: 7,
    });
  });

  it('writes one row per run and the medians last', () => {
    const table = threeWayTable(result);
    expect(table).toHaveLength(2 + 3 + 1);
    expect(table[2]).toBe('| 1 | 70000 | 60000 | 42000 | 0.86 | 0.60 | 0.70 | 7 |');
    expect(table.at(-1)).toBe('| **median** | 70000 | 58000 | 42000 | 0.83 | 0.60 | 0.72 | 7 |');
  });
});
