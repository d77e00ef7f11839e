import http from 'node:http';

export type LoadReport = {
  /** Requests that got a complete answer (status, full body). */
  answered: number;
  /** Requests that failed after being sent: resets, hang-ups, truncated bodies. */
  failures: string[];
  /** Connection attempts refused (nothing listening): the request was never sent. */
  refused: number;
  /**
   * Requests sent again on a new connection: a reset on a reused kept-alive connection before any answer means
   * the server had closed it idle, without reading the request, as HTTP lets it (every client retries these).
   */
  retried: number;
  statuses: Map<number, number>;
};

export type KeepAliveLoad = {
  report: LoadReport;
  /** Resolves once at least this many answers have arrived; rejects if every loop has ended short of them. */
  reached(answers: number): Promise<void>;
  /** Stops sending and waits for every loop to finish its current request. */
  stop(): Promise<LoadReport>;
  /** Resolves when every loop has ended by itself (each one ends on a refused connection). */
  ended: Promise<LoadReport>;
};

const summary = (report: LoadReport) =>
  JSON.stringify({ ...report, statuses: Object.fromEntries(report.statuses), failures: report.failures.slice(0, 10) });

/**
 * `connections` clients, each on its own kept-alive socket, sending GETs back to back (the next one as
 * soon as the previous answer is complete), cycling through `paths`. A loop ends when stopped or when
 * its connection is refused.
 */
export function keepAliveLoad(
  baseUrl: string,
  { connections, paths }: { connections: number; paths: string[] },
): KeepAliveLoad {
  const report: LoadReport = { answered: 0, failures: [], refused: 0, retried: 0, statuses: new Map() };
  let stopped = false;
  const waiters: { answers: number; resolve: () => void }[] = [];

  const once = (agent: http.Agent, path: string) =>
    new Promise<'ok' | 'refused' | 'failed' | 'retry'>((resolve) => {
      let answered = false;
      const req = http.get(baseUrl + path, { agent }, (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (err) => {
          report.failures.push(`${path}: response ${(err as NodeJS.ErrnoException).code ?? err.message}`);
          resolve('failed');
        });
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const length = res.headers['content-length'];
          const html = String(res.headers['content-type']).startsWith('text/html');
          if (
            !res.complete ||
            (length !== undefined && Number(length) !== body.length) ||
            (html && !body.toString().trimEnd().endsWith('</html>'))
          ) {
            report.failures.push(`${path}: truncated (${body.length} of ${length ?? '?'} bytes)`);
            return resolve('failed');
          }
          report.answered += 1;
          report.statuses.set(res.statusCode!, (report.statuses.get(res.statusCode!) ?? 0) + 1);
          for (const waiter of waiters.filter((w) => report.answered >= w.answers)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
          resolve('ok');
        });
      });
      req.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'ECONNREFUSED') {
          report.refused += 1;
          return resolve('refused');
        }
        if (req.reusedSocket && !answered && (err.code === 'ECONNRESET' || err.code === 'EPIPE')) {
          report.retried += 1;
          return resolve('retry');
        }
        report.failures.push(`${path}: ${err.code ?? err.message}`);
        resolve('failed');
      });
    });

  const loop = async (index: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let i = index; !stopped; i++) {
        const path = paths[i % paths.length]!;
        let outcome = await once(agent, path);
        while (outcome === 'retry' && !stopped) outcome = await once(agent, path);
        if (outcome === 'refused') return;
      }
    } finally {
      agent.destroy();
    }
  };

  const loops = Promise.all(Array.from({ length: connections }, (_, i) => loop(i))).then(() => report);
  return {
    report,
    reached: (answers) =>
      new Promise((resolve, reject) => {
        if (report.answered >= answers) return resolve();
        waiters.push({ answers, resolve });
        // Nothing more will come: fail now rather than wait for ever.
        void loops.then(() =>
          reject(new Error(`the load ended at ${report.answered} answers, short of ${answers}: ${summary(report)}`)),
        );
      }),
    async stop() {
      stopped = true;
      return loops;
    },
    ended: loops,
  };
}
