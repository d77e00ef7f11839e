import { THREAD_DONE, wrk, type WrkResult } from './wrk.js';

/** One run against one URL for a number of connections, asking for gzip (wrk.ts). */
export function load(url: string, connections: number, seconds: number): Promise<WrkResult> {
  return wrk(url, { connections, seconds });
}

/** The same page from nginx, from a bare Node http server and from the app, in turns. */
export type ThreeWay = {
  route: string;
  connections: number;
  runs: { nginx: WrkResult; node: WrkResult; app: WrkResult }[];
};

/**
 * Loads nginx, the bare Node server and the app in turn, `rounds` times (each starting with a different
 * one), so a burst of other work on the machine falls on all three; the report takes medians.
 */
export async function threeWay(
  urls: { nginx: string; node: string; app: string },
  { route, connections, seconds, rounds }: { route: string; connections: number; seconds: number; rounds: number },
): Promise<ThreeWay> {
  const order = ['nginx', 'node', 'app'] as const;
  const runs: ThreeWay['runs'] = [];
  for (let round = 0; round < rounds; round++) {
    const results: Partial<ThreeWay['runs'][number]> = {};
    for (let i = 0; i < order.length; i++) {
      const server = order[(round + i) % order.length]!;
      results[server] = await load(urls[server], connections, seconds);
    }
    runs.push(results as ThreeWay['runs'][number]);
  }
  return { route, connections, runs };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The medians of a three-way comparison: requests a second and the app's and Node's share of nginx's. */
export function threeWayMedians({ runs }: ThreeWay) {
  const rps = (pick: (run: ThreeWay['runs'][number]) => WrkResult) => Math.round(median(runs.map((r) => pick(r).rps)));
  const nginx = rps((r) => r.nginx);
  const node = rps((r) => r.node);
  const app = rps((r) => r.app);
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  return {
    nginx,
    node,
    app,
    nodeOfNginx: ratio(node, nginx),
    appOfNginx: ratio(app, nginx),
    appOfNode: ratio(app, node),
    appP99: median(runs.map((r) => r.app.p99)),
  };
}

/** The report's table: one row per run, then the medians. */
export function threeWayTable(result: ThreeWay): string[] {
  const row = (label: string, nginx: number, node: number, app: number, p99: number) =>
    `| ${label} | ${nginx} | ${node} | ${app} | ${(node / nginx).toFixed(2)} | ${(app / nginx).toFixed(2)} | ${(app / node).toFixed(2)} | ${p99} |`;
  const m = threeWayMedians(result);
  return [
    '| run | nginx req/s | bare Node req/s | app req/s | Node / nginx | app / nginx | app / Node | app p99 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...result.runs.map((r, i) => row(String(i + 1), r.nginx.rps, r.node.rps, r.app.rps, r.app.p99)),
    row('**median**', m.nginx, m.node, m.app, m.appP99),
  ];
}

/** Asks for the paths in turn and stops each thread after its share of the requests. */
const hammerScript = `
local paths = {}
local share = 0
local sent = 0
local answered = 0
function init(args)
  share = tonumber(args[1])
  for i = 2, #args do paths[#paths + 1] = args[i] end
end
function request()
  sent = sent + 1
  return wrk.format(nil, paths[(sent - 1) % #paths + 1])
end
function response()
  answered = answered + 1
  if answered == share then
    io.write("${THREAD_DONE}\\n")
    io.flush()
    wrk.thread:stop()
  end
end
`;

/** Sends about `amount` requests spread over `paths` as fast as 10 connections allow (for the memory check). */
export async function hammer(baseUrl: string, paths: string[], amount: number) {
  // Two threads, each stopping after half; the duration only bounds a server that stopped answering.
  const result = await wrk(baseUrl, {
    connections: 10,
    seconds: 600,
    script: hammerScript,
    scriptArgs: [String(Math.ceil(amount / 2)), ...paths],
    untilThreadsDone: true,
  });
  if (result.requests < amount) throw new Error(`hammer: ${result.requests} of ${amount} requests answered in 600 s`);
  return result;
}
