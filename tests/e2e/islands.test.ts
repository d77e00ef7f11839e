import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { launchBrowser, openPage, viewports, type PageProblems } from '../helpers/browser.js';
import { withServerAndBrowser } from '../helpers/browser-session.js';
import { hydrateIslands, waitForHydration } from '../helpers/hydration.js';
import { settle } from '../helpers/layout-checks.js';
import type { StartedServer } from '../helpers/server-process.js';
import { buildTestApp } from '../helpers/app.js';
import { fixedPages, templatePagesToAudit } from '../helpers/routes.js';

let server: StartedServer;
let browser: Browser;
withServerAndBrowser((s, b) => ([server, browser] = [s, b]));

/** Which pages have islands, read from the pages themselves. */
const { app } = buildTestApp();
const islandsOf = new Map(
  await Promise.all(
    templatePagesToAudit.map(async (path) => {
      const html = (await request(app).get(path)).text;
      return [path, [...html.matchAll(/<div data-island="([\w-]+)"/g)].map((m) => m[1]!)] as const;
    }),
  ),
);
const withoutIslands = templatePagesToAudit.filter((path) => islandsOf.get(path)!.length === 0);
const withIslands = templatePagesToAudit.filter((path) => islandsOf.get(path)!.length > 0);

/** The scripts the page has fetched so far, by file name. */
const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
      .map((entry) => entry.name.split('/').pop()!),
  );

/**
 * No console error or warning (React reports hydration mismatches there) but the browser's own report of a 404
 * status, no uncaught error, no CSP violation.
 */
async function expectClean(collect: () => Promise<PageProblems>) {
  const problems = await collect();
  expect(problems.consoleErrors.filter((message) => !message.includes('status of 404'))).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
}

/** In the page from its first script on: each Intl formatter created, by name. */
function recordIntl() {
  const w = window as unknown as { __intl: string[] };
  w.__intl = [];
  for (const name of ['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat', 'PluralRules'] as const) {
    const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
    (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
      construct: (target, args) => (w.__intl.push(name), new target(...args)),
      apply: (target, self, args) => (w.__intl.push(name), Reflect.apply(target, self, args)),
    });
  }
}

describe('a page without an island', () => {
  it.each(withoutIslands)('%s loads the site’s script alone, and no React', async (path) => {
    const { page, context, collect } = await openPage(browser, server.url, { viewport: viewports.mobile });
    await page.goto(server.url + path);
    await waitForHydration(page);
    // Scrolled through to its end: nothing on the page wakes any code.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
    const scripts = await scriptsLoaded(page);
    expect(scripts.filter((name) => !name.startsWith('entry-client-'))).toEqual([]);
    expect(await page.evaluate(() => performance.getEntriesByName('island-start', 'mark').length)).toBe(0);
    await expectClean(collect);
    await context.close();
  });
});

describe('a page with islands', () => {
  it.each(withIslands)(
    '%s hydrates each island only once it is needed, cleanly, the rest staying server HTML',
    async (path) => {
      const { page, context, collect } = await openPage(browser, server.url, { viewport: viewports.mobile });
      await page.addInitScript(recordIntl);
      await page.goto(server.url + path);
      await waitForHydration(page);
      // At the top of the page, before anything below is reached for, no island has woken.
      const woken = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-island]')]
          .filter((island) => island.getBoundingClientRect().top > innerHeight)
          .map((island) => island.dataset.hydrated ?? null),
      );
      expect(woken.every((state) => state === null)).toBe(true);
      await hydrateIslands(page);
      const marks = await page.evaluate(
        () => performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith('island-end:')).length,
      );
      expect(marks).toBe(islandsOf.get(path)!.length);
      // The page's dates (the hours' today, the footer's year) are reckoned without Intl's locale data.
      expect(await page.evaluate(() => (window as unknown as { __intl: string[] }).__intl)).toEqual([]);
      await expectClean(collect);
      await context.close();
    },
  );
});

/** The islands with a row the keyboard can focus before they are live (the sliders), by page. */
const sliderRows = await Promise.all(
  withIslands.map(async (path) => {
    const html = (await request(app).get(path)).text;
    const names = islandsOf.get(path)!.filter((name) => {
      const start = html.indexOf(`<div data-island="${name}"`);
      const end = html.indexOf('</script>', start);
      return /tabindex="0"/.test(html.slice(start, end));
    });
    return names.map((name) => [path, name] as const);
  }),
).then((lists) => lists.flat());

/**
 * In the page: the moment the island goes live (its effects have run, before the render they ask for),
 * focus moves to its row, as a Tab pressed just then would.
 */
function focusRowAsItGoesLive(name: string) {
  new MutationObserver(() => {
    const island = document.querySelector<HTMLElement>(`[data-island="${name}"][data-hydrated="true"]`);
    const row = island?.querySelector<HTMLElement>('[tabindex="0"]');
    if (!row || row.dataset.focusedAsLive) return;
    row.dataset.focusedAsLive = 'true';
    row.focus({ preventScroll: true });
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

describe('a slider going live', () => {
  it('has sliders to check', () => expect(sliderRows.length).toBeGreaterThan(0));
  it.each(sliderRows)('%s: focus that reaches the %s row just as it goes live stays on it', async (path, name) => {
    const { page, context, collect } = await openPage(browser, server.url, { viewport: viewports.mobile });
    await page.addInitScript(focusRowAsItGoesLive, name);
    await page.goto(server.url + path);
    await waitForHydration(page);
    const island = page.locator(`[data-island="${name}"]`);
    await island.evaluate((element) => {
      const box = element.firstElementChild!;
      box.scrollIntoView({ block: 'center' });
      box.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    });
    const row = island.locator('[data-focused-as-live]');
    await row.waitFor({ state: 'attached' });
    // Live: its controls are on show. Then two frames, for the browser to drop focus from what cannot hold it.
    await page.waitForFunction((n) => !document.querySelector(`[data-island="${n}"] .invisible`), name);
    await settle(page);
    expect(await row.evaluate((element) => document.activeElement === element)).toBe(true);
    // Once focus moves on, the row leaves the tab order: the live slider's own controls take over.
    await page.keyboard.press('Tab');
    expect(await row.getAttribute('tabindex')).toBeNull();
    expect(await island.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectClean(collect);
    await context.close();
  });
});

describe('navigation between pages', () => {
  it('a page link hovered first is fetched ahead (Speculation Rules) and the new document is drawn from it', async () => {
    const { page, context, collect } = await openPage(browser, server.url, { viewport: viewports.desktop });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Preload.enable');
    const target = server.url + fixedPages.privacy.path;
    const ready = new Promise<void>((resolve) =>
      cdp.on('Preload.prefetchStatusUpdated', (event) => {
        if (event.prefetchUrl === target && event.status === 'Ready') resolve();
      }),
    );
    await page.goto(server.url + fixedPages.special.path);
    await waitForHydration(page);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await ready;
    await link.click();
    await page.waitForURL(target);
    await waitForHydration(page);
    const delivery = await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string })
          .deliveryType,
    );
    expect(delivery).toBe('navigational-prefetch');
    await expectClean(collect);
    await context.close();
  });

  it('never fetches the payment page or a form’s confirmation ahead', async () => {
    const { page, context } = await openPage(browser, server.url, { viewport: viewports.desktop });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Preload.enable');
    const fetched: string[] = [];
    cdp.on('Preload.prefetchStatusUpdated', (event) => fetched.push(event.prefetchUrl));
    await page.goto(server.url + fixedPages.special.path);
    await waitForHydration(page);
    // A page that is fetched ahead, as a yardstick that hovering works here; then the payment page's link.
    const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' });
    const payment = page.getByRole('contentinfo').getByRole('link', { name: 'Payment', exact: true });
    await payment.scrollIntoViewIfNeeded();
    await payment.hover();
    await terms.hover();
    await expect.poll(() => fetched).toContain(server.url + fixedPages.terms.path);
    expect(fetched.filter((url) => url.endsWith(fixedPages.payment.path))).toEqual([]);
    await context.close();
  });

  it('Back restores the page from the back/forward cache, with nothing against it', async () => {
    const cachingBrowser = await launchBrowser({ backForwardCache: true });
    try {
      const { page, context, collect } = await openPage(cachingBrowser, server.url, { viewport: viewports.desktop });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Page.enable');
      const notCached: unknown[] = [];
      cdp.on('Page.backForwardCacheNotUsed', (event) => notCached.push(event.notRestoredExplanations));
      await page.addInitScript(() =>
        window.addEventListener('pageshow', (event) => {
          (window as unknown as { __restored: boolean }).__restored = event.persisted;
        }),
      );
      await page.goto(server.url + '/');
      await waitForHydration(page);
      await hydrateIslands(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL(server.url + fixedPages.privacy.path);
      await waitForHydration(page);
      // Restored from the cache, the page fires no load event.
      await page.goBack({ waitUntil: 'commit' });
      await page.waitForFunction(() => (window as unknown as { __restored?: boolean }).__restored === true);
      expect(notCached).toEqual([]);
      await expectClean(collect);
      await context.close();
    } finally {
      await cachingBrowser.close();
    }
  });

  it('a new page opens at its top, and a link to a #fragment at its target', async () => {
    const { page, context } = await openPage(browser, server.url, { viewport: viewports.mobile });
    await page.goto(server.url + '/');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(server.url + fixedPages.privacy.path);
    await waitForHydration(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto(server.url + '/#faq-title');
    await waitForHydration(page);
    const top = await page.locator('#faq-title').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(viewports.mobile.height / 2);
    await context.close();
  });
});
