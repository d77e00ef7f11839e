import type { CDPSession, Page } from 'playwright-core';

export type InPage = {
  /** The expression's value in the page (promises awaited). */
  evaluate<T>(expression: string): Promise<T>;
  /** Polls from the bench until the expression is truthy in the page, and gives that value. */
  until<T>(expression: string, options?: { timeout?: number; every?: number }): Promise<T>;
};

/**
 * The page's own JavaScript through the DevTools protocol, as source text: Playwright's helpers compile
 * their injected script on the page's main thread, a task in the middle of what is measured, and tsx
 * would wrap a function's inner named callbacks in a helper the page does not have.
 */
export function inPage(cdp: CDPSession): InPage {
  const evaluate = async <T>(expression: string): Promise<T> => {
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
      expression,
      returnByValue: true,
      awaitPromise: true,
    });
    if (exceptionDetails)
      throw new Error(`${expression}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value as T;
  };
  const until = async <T>(expression: string, { timeout = 60_000, every = 20 } = {}): Promise<T> => {
    const end = Date.now() + timeout;
    for (;;) {
      // Between two documents there is no context to evaluate in: not yet, then.
      const value = await evaluate<T>(expression).catch(() => undefined);
      if (value) return value;
      if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${expression}`);
      await new Promise((resolve) => setTimeout(resolve, every));
    }
  };
  return { evaluate, until };
}

/** The page's islands in document order. */
export const islandNames = (js: InPage) =>
  js.evaluate<string[]>(`[...document.querySelectorAll('[data-island]')].map((island) => island.dataset.island)`);

/**
 * Wakes an island as a visitor would and waits until it is live (its `island-end` mark): brings its
 * content to the middle of the screen, then rests the pointer there, which an island waiting for a touch
 * needs (the island's own element has no box: it is `display: contents`).
 */
export async function wakeIsland(page: Page, js: InPage, name: string, timeout = 60_000) {
  const point = await js.evaluate<{ x: number; y: number }>(`(() => {
    const island = document.querySelector('[data-island=${JSON.stringify(name)}]');
    const box = island.firstElementChild ?? island;
    box.scrollIntoView({ block: 'center', behavior: 'instant' });
    const rect = box.getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: Math.min(Math.max(rect.top + rect.height / 2, 1), innerHeight - 1) };
  })()`);
  await page.mouse.move(point.x, point.y);
  await js.until(`performance.getEntriesByName(${JSON.stringify(`island-end:${name}`)}).length > 0`, { timeout });
}
