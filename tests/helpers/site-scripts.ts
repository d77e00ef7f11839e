import type { BrowserContext, Page } from 'playwright-core';

/** Every script of the site: the entry module and all its chunks are served from /assets/. */
export const siteScripts = '**/assets/*.js';

/**
 * Holds every request for the site's scripts until the returned function is called, so a page stays
 * as the server drew it (before it is live) for as long as a test needs. Pages left meanwhile drop
 * their held requests; only those still wanted go on.
 */
export async function holdScripts(target: BrowserContext | Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await target.route(siteScripts, async (route) => {
    await released;
    // A page that navigated away has no use for its request any more (it was cancelled).
    await route.continue().catch((error: Error) => {
      if (!/cancel|closed/i.test(error.message)) throw error;
    });
  });
  return release;
}

/** Makes every request for the site's scripts fail, as a network error (offline, or blocked). */
export async function failScripts(target: BrowserContext | Page): Promise<void> {
  await target.route(siteScripts, (route) => route.abort('internetdisconnected'));
}
