import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, viewports, waitForHydration } from '../helpers/browser.js';
import { withServerAndBrowser } from '../helpers/browser-session.js';
import { activeFocusState, indicatorProblem } from '../helpers/focus-indicator.js';
import type { StartedServer } from '../helpers/server-process.js';

// Journeys with the keyboard alone, focus visible at every stop. (The Services dropdown's keys,
// down to choosing a specialty link with Enter, are in shell.test.ts.)
let server: StartedServer;
let browser: Browser;
withServerAndBrowser((s, b) => ([server, browser] = [s, b]));

type Viewport = { width: number; height: number };

async function onPage(path: string, viewport: Viewport, journey: (page: Page) => Promise<void>) {
  const { page, context } = await openPage(browser, server.url, { viewport, reducedMotion: 'no-preference' });
  try {
    page.setDefaultTimeout(15_000);
    await page.goto(server.url + path);
    await waitForHydration(page);
    await journey(page);
  } finally {
    await context.close();
  }
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return (el?.getAttribute('aria-label') ?? el?.innerText ?? '').trim();
  });

/** The focused control shows a focus indicator. */
async function expectFocusVisible(page: Page, where: string) {
  const state = await activeFocusState(page);
  expect(state, `${where}: nothing focused`).not.toBeNull();
  expect(indicatorProblem(state!), `${where}: ${state!.element}`).toBeNull();
}

/** Presses Tab (or Shift+Tab) until the focused control's name matches, checking focus is visible on the way. */
async function tabTo(page: Page, name: RegExp, where: string, key = 'Tab') {
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press(key);
    await expectFocusVisible(page, where);
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`${where}: Tab never reached ${name}`);
}

describe('keyboard only', { timeout: 60_000 }, () => {
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    it(`books from the home page at ${viewport.width} px: the dialog holds focus, Escape returns it to the button`, async () => {
      await onPage('/', viewport, async (page) => {
        const where = `/ at ${viewport.width} px`;
        await tabTo(page, /^Schedule Now$/, where);
        const opener = await page.evaluateHandle(() => document.activeElement!);
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Schedule Your Appointment' });
        await dialog.waitFor();
        await page.waitForFunction(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
        // The page behind is out of reach.
        expect(await page.evaluate(() => Boolean(document.querySelector('main a, main button')?.closest('[inert]')))).toBe(true);
        for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
          await page.keyboard.press(key);
          await page.waitForFunction(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
        }
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await page.waitForFunction((el) => el === document.activeElement, opener);
        await expectFocusVisible(page, `${where}, after the dialog closed`);
      });
    });
  }

  it('at 390 px opens the mobile menu, reaches a service page with Enter, and the menu closes', async () => {
    await onPage('/', viewports.mobile, async (page) => {
      await tabTo(page, /^Menu$/, '/ at 390 px');
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.waitFor();
      await tabTo(page, /^Knee$/, '/ at 390 px, menu open');
      await page.keyboard.press('Enter');
      await page.waitForURL(server.url + '/services/knee');
      await menu.waitFor({ state: 'hidden' });
      expect(await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).getAttribute('aria-expanded')).toBe('false');
    });
  });

  for (const slider of [
    { title: 'carousel', dots: 'Choose a photo', move: /^Next photo$/, what: 'slideshow' },
    { title: 'testimonial slider', dots: 'Choose a review', move: /^Show review 3/, what: 'reviews' },
  ]) {
    it(`moves, pauses and resumes the ${slider.title}`, async () => {
      await onPage('/', viewports.desktop, async (page) => {
        const current = () => page.getByRole('list', { name: slider.dots }).locator('button[aria-current="true"]').getAttribute('aria-label');
        await tabTo(page, slider.move, `/ ${slider.title}`);
        const before = await current();
        await page.keyboard.press('Enter');
        await expect.poll(current).not.toBe(before);
        await tabTo(page, new RegExp(`^Pause ${slider.what}$`), `/ ${slider.title}`);
        await page.keyboard.press('Enter');
        expect(await focusedName(page)).toBe(`Play ${slider.what}`);
        await page.keyboard.press('Space');
        expect(await focusedName(page)).toBe(`Pause ${slider.what}`);
        // Resumed: once focus leaves it, it moves on by itself again.
        const held = await current();
        await page.keyboard.press('Tab');
        await page.evaluate(() => (document.activeElement as HTMLElement).blur());
        await expect.poll(current, { timeout: 10_000 }).not.toBe(held);
      });
    });
  }

  it('opens and closes FAQ items with Enter and Space', async () => {
    await onPage('/', viewports.mobile, async (page) => {
      await tabTo(page, /^What is the \$29 New Patient Special\?$/, '/ FAQ');
      const open = () => page.evaluate(() => (document.activeElement!.parentElement as HTMLDetailsElement).open);
      await page.keyboard.press('Enter');
      expect(await open()).toBe(true);
      await page.keyboard.press('Space');
      expect(await open()).toBe(false);
      await page.keyboard.press('Space');
      expect(await open()).toBe(true);
      await page.keyboard.press('Enter');
      expect(await open()).toBe(false);
    });
  });
});
