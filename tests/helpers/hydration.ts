import type { Page } from 'playwright-core';
import { FONTS_CSS_ID } from '../../shared/site.js';

/**
 * Waits until React has hydrated the page (the last layout part marks <html>) and the web fonts, which the
 * bootstrap asks for just before, have arrived: what a test measures is the settled page.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true' && document.fonts.status === 'loaded',
  );
}

/**
 * Applies the web fonts where the bootstrap held them back for the next page (they would have moved text in
 * view), so that pages compared with each other, or with the fonts' full files, are all in the web fonts.
 */
export async function applyWebFonts(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByType('mark').some((m) => m.name.startsWith('fonts-')));
  await page.evaluate((id) => document.getElementById(id)?.removeAttribute('media'), FONTS_CSS_ID);
  await page.waitForFunction(() => document.fonts.status === 'loaded');
}

/**
 * Brings a part that hydrates late (client/routing/deferred.tsx) on screen and points at it, as a
 * visitor about to use it would, and waits until it is live. `anchorId` is the id of an element inside it.
 */
export async function hydrateDeferred(page: Page, anchorId: string) {
  await page.locator(`#${anchorId}`).scrollIntoViewIfNeeded();
  await page.locator(`#${anchorId}`).hover();
  await waitForDeferred(page, anchorId);
}

/** Waits until the late-hydrating part around `anchorId` is live, however it was brought to life. */
export async function waitForDeferred(page: Page, anchorId: string) {
  await page.waitForFunction((id) => {
    const anchor = document.getElementById(id);
    return (anchor?.closest('section') ?? anchor)?.getAttribute('data-hydrated') === 'true';
  }, anchorId);
}
