import type { Page } from 'playwright-core';

/**
 * Waits until React has hydrated the page (the last layout part marks <html>) and the web fonts have
 * arrived: what a test measures is the settled page.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true' && document.fonts.status === 'loaded',
  );
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
