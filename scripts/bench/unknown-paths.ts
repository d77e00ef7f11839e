import { rssMb } from './processes.js';
import { load } from './throughput.js';
import { wrk, type WrkResult } from './wrk.js';

/** Made-up paths of each kind a scanner sends: a new path on every request. */
export const unknownPathKinds = [
  { label: '/made-up-N', prefix: '/made-up-' },
  { label: '/services/made-up-N', prefix: '/services/made-up-' },
  { label: '/wp-content/made-up-N.php', prefix: '/wp-content/made-up-' },
  { label: '/blog/made-up-N (a post that does not exist)', prefix: '/blog/made-up-' },
  { label: '/blog?page=N (past the last page)', prefix: '/blog?page=', numberOnly: true },
  { label: '/?x=N (an unknown query string)', prefix: '/?x=' },
] as const;

export type UnknownPathsRun = {
  connections: number;
  /** `/` from the page cache, in the same run. */
  hit: WrkResult;
  hitRssMaxMb: number;
  kinds: { label: string; result: WrkResult; rssMaxMb: number }[];
  rssStartMb: number;
};

/** A new path per request: a random number and a count, or (`numberOnly`, for a page number) the number alone. */
const randomPaths = (prefix: string, numberOnly = false) => `
local sent = 0
function request()
  sent = sent + 1
  return wrk.format(nil, "${prefix}" .. math.random(1000000000)${numberOnly ? '' : ' .. "-" .. sent'})
end
`;

/** wrk on made-up paths of each kind against a cache hit on `/`, with the server's RSS sampled throughout. */
export async function measureUnknownPaths(
  baseUrl: string,
  pid: number,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<UnknownPathsRun> {
  const rssStartMb = rssMb(pid);
  const [hit, hitRssMaxMb] = await sampled(pid, () => load(`${baseUrl}/`, connections, seconds));
  const kinds: UnknownPathsRun['kinds'] = [];
  for (const kind of unknownPathKinds) {
    const { label, prefix } = kind;
    const numberOnly = 'numberOnly' in kind && kind.numberOnly;
    const [result, rssMaxMb] = await sampled(pid, () =>
      wrk(baseUrl, { connections, seconds, script: randomPaths(prefix, numberOnly) }),
    );
    kinds.push({ label, result, rssMaxMb });
  }
  return { connections, hit, hitRssMaxMb, kinds, rssStartMb };
}

/** Runs `work` while sampling the process's RSS; returns its result and the highest RSS seen. */
async function sampled<T>(pid: number, work: () => Promise<T>): Promise<[T, number]> {
  let highest = rssMb(pid);
  const sampler = setInterval(() => (highest = Math.max(highest, rssMb(pid))), 200);
  try {
    const result = await work();
    return [result, Math.max(highest, rssMb(pid))];
  } finally {
    clearInterval(sampler);
  }
}
