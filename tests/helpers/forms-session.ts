import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startServer, type StartedServer } from './server-process.js';
import { startSupabaseStandIn, type StandIn } from '../../tools/supabase-standin.js';

export type FormsSession = { server: StartedServer; browser: Browser; standIn: StandIn };

/**
 * The production server delivering the forms to the local Supabase stand-in (its outbox in a
 * temporary folder, retries quick, no rate limit in the way), and Chromium: started once for a test
 * file and handed to `ready`; the stand-in forgets its calls after each test.
 */
export function withFormsServerAndBrowser(ready: (session: FormsSession) => void) {
  let session: FormsSession | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    const standIn = await startSupabaseStandIn();
    dataDir = await mkdtemp(path.join(tmpdir(), 'forms-e2e-'));
    const [server, browser] = await Promise.all([
      startServer({
        SUPABASE_URL: standIn.url,
        SUPABASE_ANON_KEY: standIn.anonKey,
        DATA_DIR: dataDir,
        OUTBOX_RETRY_BASE_MS: '50',
        RATE_LIMIT_MAX: '1000',
      }),
      launchBrowser(),
    ]);
    session = { server, browser, standIn };
    ready(session);
  });
  afterAll(async () => {
    await session?.browser.close();
    await session?.server.stop();
    await session?.standIn.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  afterEach(() => session?.standIn.reset());
}
