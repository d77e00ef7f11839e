import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../server/paths.js';
import { buildTestApp } from '../helpers/app.js';
import { startServer, type StartedServer } from '../helpers/server-process.js';

const TOKEN = 'test-metrics-token-0123456789';
const { version } = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as { version: string };
/** A short git hash, or "unknown" when the build had no git checkout. */
const COMMIT = /^([0-9a-f]{7,40}|unknown)$/;

let server: StartedServer | undefined;
afterAll(() => server?.stop());

describe('the running version', () => {
  it('/healthz names the version and commit; /metrics has build_info{version,commit,node} 1', async () => {
    const { app } = buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const health = await request(app).get('/healthz').expect(200);
    expect(health.body).toMatchObject({ status: 'ok', version });
    expect(health.body.commit).toMatch(COMMIT);
    const metrics = await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(metrics.text).toContain(
      `build_info{version="${version}",commit="${health.body.commit}",node="${process.version}"} 1\n`,
    );
  });

  it('the built server says it in its start line and /healthz alike', async () => {
    server = await startServer();
    const line = server.logs
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.port !== undefined);
    expect(line).toMatchObject({ version, node: process.version });
    expect(line!.commit).toMatch(COMMIT);
    const health = (await (await fetch(`${server.url}/healthz`)).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ version, commit: line!.commit });
  });
});
