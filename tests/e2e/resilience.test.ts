import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { openPage, viewports } from '../helpers/browser.js';
import { waitForDeferred, waitForHydration } from '../helpers/hydration.js';
import type { StartedServer } from '../helpers/server-process.js';
import { withServerAndBrowser } from '../helpers/browser-session.js';
import { chunkUrl } from '../helpers/chunks.js';
import { eventually } from '../helpers/patience.js';
import { failScripts } from '../helpers/site-scripts.js';
import { errorsOf, homeForm } from '../helpers/contact-forms.js';
import { formPosts } from '../../shared/schemas/form-posts.js';
import { homeFormEmptyErrors } from '../helpers/form-values.js';

// What a visitor sees when code fails to arrive: scripts blocked, offline, or a chunk gone after a deploy.

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

describe('when code fails to load', () => {
  it('with every script failing, the booking dialog and the mobile menu still open and close', async () => {
    const { page, context, collect } = await openPage(browser, server.url, { viewport: viewports.mobile });
    await failScripts(page);
    await page.goto(server.url + '/special');
    const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

    // The dialog opens as a popover, focus on its Close button, and focus comes back to the button.
    const schedule = page
      .getByRole('main')
      .getByRole('button', { name: /Schedule/ })
      .first();
    const dialog = page.getByRole('dialog', { name: 'Schedule Your Appointment' });
    await schedule.click();
    await dialog.waitFor();
    expect(await isFocused(dialog.getByRole('button', { name: 'Close' }))).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await isFocused(schedule)).toBe(true);
    await schedule.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await toggle.click();
    await menu.waitFor();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'hidden' });
    await toggle.click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await isFocused(toggle)).toBe(true);

    // All of it without a line of the site's code.
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect((await collect()).pageErrors).toEqual([]);
    await context.close();
  });

  it('the home form whose code cannot load still opens from its link, and the server answers its post', async () => {
    const { page, context } = await openPage(browser, server.url);
    await page.goto(server.url + '/');
    await waitForHydration(page);
    // The form comes with the contact card's code (an island).
    const chunk = await failChunk(page, 'client/components/home/ContactCard.tsx');
    await page.locator('#contact-title').scrollIntoViewIfNeeded();
    await page.locator('#contact-title').hover();
    await expect.poll(chunk.failures, eventually).toBeGreaterThan(0);
    const { form, fields } = homeForm(page);
    await page.getByRole('link', { name: 'Send Us a Message' }).click();
    await form.waitFor();
    // Sent by the browser itself: the server answers with the page, each error under its field.
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(server.url + formPosts.home.action);
    await fields.name.waitFor();
    expect(await errorsOf(fields)).toEqual(homeFormEmptyErrors);
    // The answer opens at the first invalid field.
    const first = formPosts.home.fields.find((f) => homeFormEmptyErrors[f])!;
    expect(await fields[first].evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('an island whose code cannot load keeps its server HTML, and hydrates when reached for again', async () => {
    const { page, context, collect } = await openPage(browser, server.url);
    const chunk = await failChunk(page, 'client/components/home/ClinicCarousel.tsx');
    await page.clock.install();
    await page.goto(server.url + '/');
    await waitForHydration(page);
    const section = page.locator('section').filter({ has: page.locator('#clinic-title') });
    await page.locator('#clinic-title').scrollIntoViewIfNeeded();
    await expect.poll(chunk.failures, eventually).toBeGreaterThan(0);
    // Still the server's HTML: its heading, photos and links are there, not an empty fallback.
    await expect(section.locator('#clinic-title').isVisible()).resolves.toBe(true);
    await expect(section.getByRole('figure').first().isVisible()).resolves.toBe(true);
    const links = await section.getByRole('link').count();
    expect(links).toBeGreaterThan(0);
    await expect(section.getAttribute('data-hydrated')).resolves.toBeNull();
    await chunk.restore();
    // A second later (on the page's clock), the next pointer over it tries again.
    await page.clock.runFor(1100);
    await page.locator('#clinic-title').hover();
    await waitForDeferred(page, 'clinic-title');
    expect((await collect()).pageErrors).toEqual([]);
    await context.close();
  });
});
