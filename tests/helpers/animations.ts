import type { Page } from 'playwright-core';

/**
 * Takes every finite animation and transition in the page to its end at once, so a check sees where
 * things come to rest (a skip link slid in, a focus ring eased in) without waiting for each one.
 */
export function finishAnimations(page: Page): Promise<void> {
  return page.evaluate(() => {
    for (const a of document.getAnimations()) if (a.effect?.getTiming().iterations !== Infinity) a.finish();
  });
}
