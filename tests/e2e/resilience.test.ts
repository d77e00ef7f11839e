import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, openPage, viewports } from '../helpers/browser.js';
import { hydrateDeferred, waitForDeferred, waitForHydration } from '../helpers/hydration.js';
import type { StartedServer } from '../helpers/server-process.js';
import { withServerAndBrowser } from '../helpers/browser-session.js';
import { chunkUrl } from '../helpers/chunks.js';

// What a visitor sees when code fails to arrive: offline, or a chunk gone after a deploy.

let server: StartedServer;
let browser: Browser;
withServerAndBrowser((s, b) => ([server, browser] = [s, b]));

/**
 * Makes requests for the chunk built from `source` fail (as a network error) until the returned function is
 * called, or `times` times.
 */
async function failChunk(page: Page, source: string, times = Infinity) {
  const pattern = chunkUrl(source);
  let failures = 0;
  await page.route(pattern, (route) => {
    if (failures >= times) return route.continue();
    failures++;
    return route.abort('internetdisconnected');
  });
  return {
    failures: () => failures,
    restore: () => page.unroute(pattern),
  };
}

const documentRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && urls.push(r.url()));
  return urls;
};

describe('when code fails to load', () => {
  it('a page whose code is gone after a deploy is reloaded from the server, once', async () => {
    const { page, context, collect } = await openPage(browser, server.url);
    await page.goto(server.url + '/');
    await waitForHydration(page);
    // The old build's chunk is gone; the reloaded page names the chunks that exist (here: the same, served again).
    const chunk = await failChunk(page, 'client/pages/AboutPage.tsx', 1);
    const documents = documentRequests(page);
    await page.locator('header').getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL(server.url + '/about');
    await page.waitForFunction(() => document.title.startsWith('About'));
    await waitForHydration(page);
    expect(documents).toEqual([server.url + '/about']);
    expect(chunk.failures()).toBe(1);
    await expect(page.getByText('This page didn’t load').count()).resolves.toBe(0);
    expect((await collect()).pageErrors).toEqual([]);
    await context.close();
  });

  it('offline, the page says so within the site’s layout, and Try again loads it once back online', async () => {
    const { page, context } = await openPage(browser, server.url);
    await page.goto(server.url + '/');
    await waitForHydration(page);
    await context.setOffline(true);
    await page.locator('header').getByRole('link', { name: 'About', exact: true }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'This page didn’t load' });
    await heading.waitFor();
    // Header and footer stay; focus moves to the message; the title says what happened.
    await expect(page.locator('header').getByRole('link', { name: 'About', exact: true }).isVisible()).resolves.toBe(
      true,
    );
    await expect(page.locator('footer').isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('load-failed-title');
    await expect(page.title()).resolves.toBe('This page didn’t load | Palm Harbor Chiropractic');
    expect(await axeViolations(page)).toEqual([]);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForFunction(() => document.title.startsWith('About'));
    await waitForHydration(page);
    await expect(heading.count()).resolves.toBe(0);
    await context.close();
  });

  it('the booking dialog that cannot load says so in a toast, and the next try opens it', async () => {
    const { page, context, collect } = await openPage(browser, server.url);
    await page.goto(server.url + '/special');
    await waitForHydration(page);
    const chunk = await failChunk(page, 'client/components/booking/BookingDialog.tsx');
    const schedule = page
      .getByRole('main')
      .getByRole('button', { name: /Schedule/ })
      .first();
    await schedule.click();
    await page.getByRole('alert').getByText('The booking calendar didn’t open').waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await chunk.restore();
    await schedule.click();
    await page.getByRole('dialog', { name: 'Schedule Your Appointment' }).waitFor();
    expect((await collect()).pageErrors).toEqual([]);
    await context.close();
  });

  it('the mobile menu that cannot load says so, and the next press opens it', async () => {
    const { page, context } = await openPage(browser, server.url, { viewport: viewports.mobile });
    await page.goto(server.url + '/');
    await waitForHydration(page);
    const chunk = await failChunk(page, 'client/components/layout/MobileMenuDialog.tsx');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.getByRole('alert').getByText('The menu didn’t open').waitFor();
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await chunk.restore();
    await menu.click();
    await page.getByRole('dialog').waitFor();
    await context.close();
  });

  it('the home form that cannot load offers to try again, and then shows', async () => {
    const { page, context } = await openPage(browser, server.url);
    await page.goto(server.url + '/');
    await waitForHydration(page);
    await hydrateDeferred(page, 'contact-title');
    const chunk = await failChunk(page, 'client/components/forms/HomeContactForm.tsx');
    await page.getByRole('button', { name: 'Send Us a Message' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'The form didn’t load.' });
    await failed.waitFor();
    await chunk.restore();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('textbox').first().waitFor();
    await expect(failed.count()).resolves.toBe(0);
    await context.close();
  });

  it('a section whose code cannot load keeps its server HTML, and hydrates when reached for again', async () => {
    const { page, context, collect } = await openPage(browser, server.url);
    const chunk = await failChunk(page, 'client/components/home/ServicesOverview.tsx');
    await page.clock.install();
    await page.goto(server.url + '/');
    await waitForHydration(page);
    const section = page.locator('section').filter({ has: page.locator('#services-title') });
    await page.locator('#services-title').scrollIntoViewIfNeeded();
    await expect.poll(chunk.failures).toBeGreaterThan(0);
    // Still the server's HTML: its heading and links are there, not an empty fallback.
    await expect(section.locator('#services-title').isVisible()).resolves.toBe(true);
    const links = await section.getByRole('link').count();
    expect(links).toBeGreaterThan(0);
    await expect(section.getAttribute('data-hydrated')).resolves.toBeNull();
    await chunk.restore();
    // A second later (on the page's clock), the next pointer over it tries again.
    await page.clock.runFor(1100);
    await page.locator('#services-title').hover();
    await waitForDeferred(page, 'services-title');
    expect((await collect()).pageErrors).toEqual([]);
    await context.close();
  });
});
