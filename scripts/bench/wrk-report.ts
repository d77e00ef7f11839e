/** What one wrk run reports: requests/s, latency percentiles in ms, and what went wrong. */
export type WrkResult = {
  rps: number;
  p50: number;
  p99: number;
  /** Responses completed during the run. */
  requests: number;
  /** Connect, read and write errors and timeouts. */
  socketErrors: number;
  /** Answers with a status of 400 or more (wrk's "Non-2xx or 3xx responses"). */
  non2xx3xx: number;
};

const timeUnits: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** wrk prints durations as `856.00us`, `1.23ms`, `1.02s`; in ms, to two decimals. */
function milliseconds(text: string): number {
  const match = text.match(/^([\d.]+)(us|ms|s|m|h)$/);
  if (!match) throw new Error(`wrk: unreadable duration "${text}"`);
  return Math.round(Number(match[1]) * timeUnits[match[2]!]! * 100) / 100;
}

/** Reads the text wrk prints with `--latency`. */
export function parseWrkReport(text: string): WrkResult {
  const percentile = (p: number) => {
    const match = text.match(new RegExp(`^\\s*${p}(?:\\.0+)?%\\s+(\\S+)\\s*$`, 'm'));
    if (!match) throw new Error(`wrk: no ${p}% latency in its report (run with --latency)\n${text}`);
    return milliseconds(match[1]!);
  };
  const rps = text.match(/^Requests\/sec:\s+([\d.]+)/m);
  const requests = text.match(/^\s*(\d+) requests in /m);
  if (!rps || !requests) throw new Error(`wrk: no request count in its report\n${text}`);
  // Both lines are printed only when there is something to count.
  const socket = text.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const status = text.match(/Non-2xx or 3xx responses: (\d+)/);
  return {
    rps: Math.round(Number(rps[1])),
    p50: percentile(50),
    p99: percentile(99),
    requests: Number(requests[1]),
    socketErrors: socket ? socket.slice(1, 5).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx3xx: status ? Number(status[1]) : 0,
  };
}
