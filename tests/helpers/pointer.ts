import type { Locator } from 'playwright-core';

type TransitionState = { __viewTransitionDone?: boolean };

/**
 * An init script (openPage adds it): whether the page's view transition from the previous page is over.
 * While it runs, Chromium hit-tests every point as the root element, so a pointer moved then stays, as far
 * as the new page knows, over nothing: no hover opens the Services menu under it.
 */
export function recordViewTransitions() {
  const state = window as unknown as TransitionState;
  state.__viewTransitionDone = false;
  window.addEventListener('pagereveal', (event) => {
    const transition = (event as Event & { viewTransition: ViewTransition | null }).viewTransition;
    state.__viewTransitionDone = !transition;
    void transition?.finished.finally(() => (state.__viewTransitionDone = true));
  });
}

/**
 * Pointer actions on an element where it is drawn now, never scrolling, once the page's view transition
 * is over. Playwright's own hover and click scroll their target into view, and scroll again with other
 * alignments when they retry; the header sticks below the language bar, so such a scroll slides the open
 * Services menu under a resting pointer, onto another item, whose submenu then replaces the one meant.
 */
export async function pointAt(locator: Locator) {
  const page = locator.page();
  // Asked first: a page without JavaScript runs no init script and no polling, and has no transition.
  const done = () => (window as unknown as TransitionState).__viewTransitionDone !== false;
  if (!(await page.evaluate(done))) await page.waitForFunction(done);
  for (;;) {
    await locator.waitFor();
    const box = await locator.boundingBox();
    // Hidden again between the two calls: wait for it once more.
    if (!box) continue;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    return;
  }
}

/** Clicks an element where it is drawn now (see pointAt). */
export async function clickAt(locator: Locator) {
  await pointAt(locator);
  const mouse = locator.page().mouse;
  await mouse.down();
  await mouse.up();
}
