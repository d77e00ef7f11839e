import type { Page } from 'playwright-core';
import { eventually } from './patience.js';

// Checked on a timer in the page, not each frame: a page whose frames stall still answers.
const polled = { polling: eventually.interval } as const;

/**
 * Waits until the site's script has done what it does on every page (the layout's enhancements, the whole
 * stylesheet, the islands started) and the web fonts have arrived: what a test measures is the settled page.
 * The islands themselves hydrate later, each when it is needed (hydrateDeferred, hydrateIslands).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true' && document.fonts.status === 'loaded',
    undefined,
    polled,
  );
}

/**
 * Brings the part of the page around `anchorId` on screen and points at it, as a visitor about to use it
 * would, and waits until its island (if it has one) is live.
 */
export async function hydrateDeferred(page: Page, anchorId: string) {
  await page.locator(`#${anchorId}`).scrollIntoViewIfNeeded();
  await page.locator(`#${anchorId}`).hover();
  await waitForDeferred(page, anchorId);
}

/** Waits until the island in the section around `anchorId` is live, however it was woken; at once without one. */
export async function waitForDeferred(page: Page, anchorId: string) {
  await page.waitForFunction(
    (id) => {
      const anchor = document.getElementById(id);
      const section = anchor?.closest('section') ?? anchor;
      const island =
        anchor?.closest<HTMLElement>('[data-island]') ?? section?.querySelector<HTMLElement>('[data-island]');
      return !island || island.dataset.hydrated === 'true';
    },
    anchorId,
    polled,
  );
}

/**
 * Brings every island of the page to life, one after the other: each is scrolled into view and a pointer
 * passes over it (an event, not a real hover: another part of the layout may lie over its edge).
 */
export async function hydrateIslands(page: Page) {
  const count = await page.locator('[data-island]').count();
  for (let i = 0; i < count; i++) {
    await page.evaluate((n) => {
      const island = document.querySelectorAll<HTMLElement>('[data-island]')[n]!;
      const box = island.firstElementChild!;
      box.scrollIntoView({ block: 'center' });
      box.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    }, i);
    await page.waitForFunction(
      (n) => document.querySelectorAll<HTMLElement>('[data-island]')[n]?.dataset.hydrated === 'true',
      i,
      polled,
    );
  }
}

/**
 * Waits until what the page does by itself at start has been asked for: its script has started (hydrated)
 * and two more frames have passed, for an island in view to be seen by its observer and to ask for its
 * code. Then a fetch the page makes on its own has begun, and a test can check what it did not fetch.
 * (Playwright's 'networkidle', 500 ms without a request, may never come on a loaded machine.)
 */
export async function startedByItself(page: Page) {
  await waitForHydration(page);
  for (let frame = 0; frame < 2; frame++) {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  }
}
