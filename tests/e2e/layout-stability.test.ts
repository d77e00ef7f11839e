import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openPage, viewports } from '../helpers/browser.js';
import { waitForHydration } from '../helpers/hydration.js';
import { withServerAndBrowser } from '../helpers/browser-session.js';
import type { StartedServer } from '../helpers/server-process.js';
import { recordShifts } from '../helpers/layout-shifts.js';

let server: StartedServer;
let browser: Browser;
withServerAndBrowser((s, b) => ([server, browser] = [s, b]));

describe('layout stability', () => {
  // A slow link delivers the HTML in pieces; a page painted half-parsed moved its header and hero as the
  // rest arrived. The web fonts never arrive, so the fallbacks stay: a swap landing at any moment (on a loaded
  // machine, after the first paint even from the cache) would move wrapped text, and is measured apart, in
  // docs/performance.md (Fonts).
  it.each([
    ['/', viewports.mobile],
    ['/', viewports.desktop],
    ['/special', viewports.mobile],
    ['/special', viewports.desktop],
  ])('%s at %o over a slow network: nothing moves while the page arrives', async (pagePath, viewport) => {
    const { page, context } = await openPage(browser, server.url, { viewport });
    await page.route(/\.woff2$/, (route) => route.abort());
    const shifts = await recordShifts(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (400 * 1024) / 8,
      uploadThroughput: (400 * 1024) / 8,
    });
    await page.goto(server.url + pagePath);
    await waitForHydration(page);
    expect(await shifts()).toEqual([]);
    await context.close();
  });
});
