import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.js';
import { templatePagesToAudit } from '../helpers/routes.js';

/** GETs a path over a real socket, keeping every informational (1xx) answer before the final one. */
async function getWithHints(app: http.RequestListener, path: string) {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ informational: number[]; status: number; link: string | string[] | undefined }>(
      (resolve, reject) => {
        const informational: number[] = [];
        http
          .get({ host: '127.0.0.1', port, path }, (res) => {
            res.resume();
            res.on('end', () => resolve({ informational, status: res.statusCode!, link: String(res.headers.link) }));
          })
          .on('information', (info) => informational.push(info.statusCode))
          .on('error', reject);
      },
    );
  } finally {
    server.close();
  }
}

const BOOTSTRAP_LINK = /^<\/assets\/entry-client-[\w-]+\.js>; rel=modulepreload; fetchpriority=low$/;

describe('the Link header', () => {
  it.each(templatePagesToAudit)(
    '%s: names the bootstrap, rendered or from memory, and nothing the page asks for later',
    async (path) => {
      const { app } = buildTestApp();
      const rendered = await getWithHints(app, path);
      const kept = await getWithHints(app, path);
      for (const answer of [rendered, kept]) {
        expect(answer.link).toMatch(BOOTSTRAP_LINK);
        // No 103: a proxy that predates early hints (nginx before 1.29) would send it as the final answer.
        expect(answer.informational).toEqual([]);
      }
      expect(kept.status).toBe(rendered.status);
    },
  );
});
