/**
 * A provider's stand-in (Resend, LeadConnector) on 127.0.0.1: a real HTTP server that records what the
 * function sent and answers as the test tells it to, or never (to make the function's call time out).
 */
export type Recorded = { method: string; path: string; headers: Headers; body: unknown };
export type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'hang';

export type StandIn = {
  url: string;
  requests: Recorded[];
  reply: (request: Recorded) => Reply;
  close(): Promise<void>;
};

export function startStandIn(reply: (request: Recorded) => Reply): StandIn {
  const hanging = new Set<() => void>();
  const standIn: StandIn = {
    url: '',
    requests: [],
    reply,
    close: async () => {
      for (const release of hanging) release();
      await server.shutdown();
    },
  };
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (req) => {
    const text = await req.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Kept as text.
    }
    const recorded = { method: req.method, path: new URL(req.url).pathname, headers: req.headers, body };
    standIn.requests.push(recorded);
    const answer = standIn.reply(recorded);
    if (answer === 'hang') {
      // Until the test ends: the caller has given up long before.
      await new Promise<void>((resolve) => hanging.add(resolve));
      return new Response(null, { status: 504 });
    }
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  standIn.url = `http://127.0.0.1:${server.addr.port}`;
  return standIn;
}

/** A loopback address where nothing listens: a server the system gave a port, closed again. */
export function closedUrl(): string {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return `http://127.0.0.1:${port}`;
}

/** A POST as the site's server sends it (supabase-js functions.invoke). */
export function invoke(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://127.0.0.1/functions/v1/fn', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** What the function wrote to its log while `run` ran, one string per line. */
export async function captureLogs<T>(run: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = [];
  const saved = { log: console.log, warn: console.warn, error: console.error };
  const keep = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  Object.assign(console, { log: keep, warn: keep, error: keep });
  try {
    return { result: await run(), lines };
  } finally {
    Object.assign(console, saved);
  }
}
