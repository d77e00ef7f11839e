import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openPage } from '../helpers/browser.js';
import { followLinkTo } from '../helpers/follow-link.js';
import { waitForHydration } from '../helpers/hydration.js';
import type { StartedServer } from '../helpers/server-process.js';
import { withServerAndBrowser } from '../helpers/browser-session.js';
import { recordShifts } from '../helpers/layout-shifts.js';
import { fixedPages } from '../helpers/routes.js';
import { uiTexts } from '../../client/texts/ui.js';

let server: StartedServer;
let browser: Browser;
withServerAndBrowser((s, b) => ([server, browser] = [s, b]));

describe('foundation in a real browser', () => {
  it('paints the server’s HTML before its script changes anything, also when the script comes from the cache', async () => {
    const { page, context } = await openPage(browser, server.url);
    // The second load finds the script in the cache: it is ready the moment the page is parsed.
    for (let visit = 0; visit < 2; visit++) {
      await page.goto(server.url + '/services/knee');
      await waitForHydration(page);
    }
    const order = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      pageReady: performance.getEntriesByName('page-ready')[0]?.startTime,
    }));
    expect(order.firstContentfulPaint).toBeGreaterThan(0);
    expect(order.pageReady).toBeGreaterThan(order.firstContentfulPaint!);
    await context.close();
  });

  it.each(['/', '/special'])(
    '%s: asks for scripts beyond its own only once the page has painted and loaded, the web fonts from its head; nothing moves',
    async (path) => {
      const { page, context, collect } = await openPage(browser, server.url, { viewport: { width: 390, height: 844 } });
      const shifts = await recordShifts(page);
      await page.goto(server.url + path);
      await waitForHydration(page);
      const timing = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
        pageReady: performance.getEntriesByName('page-ready')[0]!.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((r) => /\/assets\/.+\.js$/.test(r.name) && !/entry-client-/.test(r.name))
          .map((r) => ({ name: r.name, startTime: r.startTime })),
        fonts: performance
          .getEntriesByType('resource')
          .filter((r) => r.name.endsWith('.woff2'))
          .map((r) => ({ name: r.name, startTime: r.startTime })),
      }));
      for (const resource of timing.scripts) {
        expect(resource.startTime, resource.name).toBeGreaterThan(timing.fcp);
        expect(resource.startTime, resource.name).toBeGreaterThanOrEqual(timing.load);
      }
      expect(timing.fonts.length).toBeGreaterThan(0);
      for (const font of timing.fonts) expect(font.startTime, font.name).toBeLessThan(timing.fcp);
      const faces = await page.evaluate(() =>
        [...document.fonts].filter((f) => f.status === 'loaded' && /Variable/.test(f.family)).map((f) => f.family),
      );
      expect(new Set(faces)).toEqual(new Set(['Inter Variable', 'Fraunces Variable']));
      // The fonts delay the load event and are drawn before the site's script goes on: nothing moves after that
      // (the whole stylesheet, today's hours, the journey's reveal). Their own swap, where the first paint came
      // first, is fonts.test's.
      expect((await shifts()).filter((shift) => shift.startTime >= timing.pageReady)).toEqual([]);
      expect((await collect()).consoleErrors).toEqual([]);
      await context.close();
    },
  );

  it('loads /, then a page from a link as a new document, cleanly', async () => {
    const { page, context, collect } = await openPage(browser, server.url);
    const response = await page.goto(server.url + '/');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.title()).resolves.toBe(fixedPages.home.title);
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(server.url + fixedPages.privacy.path);
    await waitForHydration(page);
    await expect(page.title()).resolves.toBe(fixedPages.privacy.title);
    // No console error, hydration warning or CSP violation, on the first page or the next.
    const problems = await collect();
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    await context.close();
  });

  it('renders the 404 page for a bad address and for a bad link', async () => {
    const { page, context, collect } = await openPage(browser, server.url);
    const response = await page.goto(server.url + '/this/does-not-exist');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    const { notFound } = uiTexts.en.contact;
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(notFound.title);
    await page.getByRole('link', { name: notFound.home }).click();
    await page.waitForURL(server.url + '/');
    await waitForHydration(page);
    // A link to a path no route knows (an old bookmark, a mistyped address) shows the same page.
    const gone = await followLinkTo(page, '/no-such-service');
    expect(gone.status()).toBe(404);
    await page.getByRole('heading', { name: notFound.title }).waitFor();
    const problems = await collect();
    expect(problems.pageErrors).toEqual([]);
    // The only console message is the browser's own report of the 404 status.
    expect(problems.consoleErrors.filter((m) => !m.includes('404'))).toEqual([]);
    await context.close();
  });
});
