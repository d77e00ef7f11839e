import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startServer, type StartedServer } from './server-process.js';

/**
 * Starts the production server and Chromium once for a test file, hands both to `ready`, and closes
 * them after the file's last test.
 */
export function withServerAndBrowser(ready: (server: StartedServer, browser: Browser) => void) {
  let server: StartedServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ready(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}
