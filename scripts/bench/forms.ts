import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StandIn } from '../../tools/supabase-standin.js';
import { startRedis } from '../../tools/redis-server.js';
import { freePort } from './baseline.js';
import { track } from './cleanup.js';
import { startProductionServer } from './processes.js';
import { wrk, type WrkResult } from './wrk.js';

export type FormsRun = { backend: string; connections: number; result: WrkResult; delivered: number };

/** The function /api/contact delivers to, counted at the stand-in. */
const CONTACT_FUNCTION = 'send-contact-email';
const form = {
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(727) 555-0199',
  message: 'My lower back has hurt for a week now.',
};

/** The same valid message, POSTed as JSON on every request; each is a new submission to the server. */
const postScript = `
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = [==[${JSON.stringify(form)}]==]
`;

/**
 * Submissions per second through POST /api/contact, the function answering 200 at once: with the
 * disk outbox, then with REDIS_URL (the BullMQ queue and the rate limiter in a redis-server started
 * here with its append-only file, as production should run it). A fresh server for each run, so the
 * function calls counted after it stopped are that run's deliveries. The rate limit is set far above
 * what a run sends: every request goes through the limiter's store, none is refused.
 */
export async function measureForms(
  standIn: StandIn,
  env: Record<string, string>,
  connectionCounts: number[],
  seconds: number,
): Promise<FormsRun[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-forms-'));
  const redisPort = await freePort();
  const redis = await startRedis(redisPort, dir, { appendOnly: true });
  track(redis.child);
  const backends: { backend: string; env: Record<string, string> }[] = [
    { backend: 'disk outbox', env: {} },
    { backend: 'Redis + BullMQ', env: { REDIS_URL: `redis://127.0.0.1:${redisPort}` } },
  ];
  const runs: FormsRun[] = [];
  try {
    for (const { backend, env: backendEnv } of backends) {
      for (const connections of connectionCounts) {
        const server = await startProductionServer({
          ...env,
          ...backendEnv,
          PORT: '0',
          DATA_DIR: path.join(dir, 'data'),
          RATE_LIMIT_MAX: '1000000',
        });
        try {
          const check = await fetch(server.url + '/api/contact', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(form),
          });
          if (check.status !== 200)
            throw new Error(`POST /api/contact answered ${check.status} (${backend}), not 200: ${await check.text()}`);
          standIn.reset();
          const result = await wrk(server.url + '/api/contact', { connections, seconds, script: postScript });
          await server.stop();
          runs.push({ backend, connections, result, delivered: standIn.functionCalls(CONTACT_FUNCTION).length });
        } finally {
          await server.stop();
        }
      }
    }
  } finally {
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  standIn.reset();
  return runs;
}
