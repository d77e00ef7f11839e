import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, viewports } from '../helpers/browser.js';
import { waitForHydration } from '../helpers/hydration.js';
import { withServerAndBrowser } from '../helpers/browser-session.js';
import type { StartedServer } from '../helpers/server-process.js';
import { recordShifts } from '../helpers/layout-shifts.js';
import { fontSwapMarks } from '../../client/lib/font-swap.js';
import { FONTS_CSS_ID } from '../../shared/site.js';

let server: StartedServer;
let browser: Browser;
withServerAndBrowser((s, b) => ([server, browser] = [s, b]));

const fontSwapOutcome = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByType('mark').find((m) => m.name.startsWith('fonts-'))?.name);

describe('layout stability', () => {
  // A slow link delivers the HTML in pieces; a page painted half-parsed moved its header and hero as
  // the rest arrived (0.17 on / at 390 px).
  it.each([
    ['/', viewports.mobile],
    ['/', viewports.desktop],
    ['/special', viewports.mobile],
    ['/special', viewports.desktop],
  ])('%s at %o over a slow network: nothing moves while the page arrives', async (path, viewport) => {
    const { page, context } = await openPage(browser, server.url, { viewport });
    const shifts = await recordShifts(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (400 * 1024) / 8,
      uploadThroughput: (400 * 1024) / 8,
    });
    await page.goto(server.url + path);
    await waitForHydration(page);
    await fontSwapOutcome(page);
    expect(await shifts()).toEqual([]);
    await context.close();
  });

  /** Loads /terms as `prepare` sets it up; the fonts must be held back, then apply with the next page. */
  async function expectFontsHeldBackThenApplied(prepare: (page: Page) => Promise<void>) {
    const { page, context, collect } = await openPage(browser, server.url, { viewport: viewports.mobile });
    const shifts = await recordShifts(page);
    await prepare(page);
    await page.goto(server.url + '/terms');
    await waitForHydration(page);
    expect(await (await fontSwapOutcome(page)).jsonValue()).toBe(fontSwapMarks.deferred);
    const fontsMedia = () => page.evaluate((id) => document.getElementById(id)!.getAttribute('media'), FONTS_CSS_ID);
    expect(await fontsMedia()).toBe('print');
    expect(await shifts()).toEqual([]);

    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForFunction(() => document.title.startsWith('Privacy Policy'));
    expect(await fontsMedia()).toBeNull();
    await page.waitForFunction(
      () => document.fonts.status === 'loaded' && document.fonts.check('16px "Inter Variable"'),
    );
    expect(await shifts()).toEqual([]);
    expect((await collect()).consoleErrors).toEqual([]);
    await context.close();
  }

  it('holds back web fonts that would move text in view, then applies them with the next page', async () => {
    await expectFontsHeldBackThenApplied(async (page) => {
      // Body text falls back to a condensed face, far narrower than Inter: swapping would rewrap it.
      await page.route(`${server.url}/terms`, async (route) => {
        const response = await route.fetch();
        const narrowFallback = '<style>body{font-family:"Inter Variable","DejaVu Sans Condensed"!important}</style>';
        await route.fulfill({ response, body: (await response.text()).replace('</head>', `${narrowFallback}</head>`) });
      });
    });
  });
});
