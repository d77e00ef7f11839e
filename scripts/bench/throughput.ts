import { THREAD_DONE, wrk, type WrkResult } from './wrk.js';

/** One run against one URL for a number of connections, asking for gzip (wrk.ts). */
export function load(url: string, connections: number, seconds: number): Promise<WrkResult> {
  return wrk(url, { connections, seconds });
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
