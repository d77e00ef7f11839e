import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, openPage, viewports } from '../helpers/browser.js';
import { waitForHydration } from '../helpers/hydration.js';
import { startServer, type StartedServer } from '../helpers/server-process.js';
import { startSupabaseStandIn, type StandIn } from '../../tools/supabase-standin.js';
import { blogTables, hostileRow } from '../fixtures/blog-rows.js';

let standIn: StandIn;
let server: StartedServer;
let browser: Browser;

// The hostile post is the oldest, so it sits on page 2 of the list.
const hostile = { ...hostileRow, published_at: '2025-12-01T14:00:00+00:00' };

beforeAll(async () => {
  standIn = await startSupabaseStandIn({ tables: blogTables(14, [hostile]) });
  [server, browser] = await Promise.all([
    startServer({ SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, BLOG_CACHE_TTL_SECONDS: '1' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await standIn?.close();
});

/**
 * Holds the page's requests for posts (the browser reads them from /api/posts) until released, as a slow
 * database would; `hold` holds the next ones again.
 */
async function holdData(page: Page) {
  let release = () => {};
  let released = Promise.resolve();
  const hold = () => void (released = new Promise<void>((resolve) => (release = resolve)));
  hold();
  await page.route(
    (url) => url.pathname.startsWith('/api/posts'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return { hold, release: () => release() };
}

/** Records every document (full page) request, so a test can prove navigation stayed client-side. */
function trackDocuments(page: Page) {
  const documents: string[] = [];
  page.on('request', (r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && documents.push(r.url()));
  return documents;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Loads a page at both viewports: 200, hydrated, the page's own check, no axe violation, nothing logged. `then`
 * goes on from the desktop page, which must stay as clean.
 */
async function expectCleanPage(
  path: string,
  check: (page: Page) => Promise<unknown>,
  then?: (page: Page) => Promise<unknown>,
) {
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    const { page, context, collect } = await openPage(browser, server.url, { viewport });
    const response = await page.goto(server.url + path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await check(page);
    expect(await axeViolations(page)).toEqual([]);
    if (viewport === viewports.desktop) await then?.(page);
    const problems = await collect();
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    await context.close();
  }
}

describe('blog in a real browser', () => {
  it('/blog hydrates with no hydration warning, shows 12 cards, and has no axe violation (desktop and mobile); it goes list → post → a sidebar post, all client-side', async () => {
    await expectCleanPage(
      '/blog',
      async (page) => {
        await expect(page.locator('main article').count()).resolves.toBe(12);
        await expect(page.locator('main article').first().locator('time').textContent()).resolves.toBe(
          'January 15, 2026',
        );
      },
      async (page) => {
        const documents = trackDocuments(page);

        await page.getByRole('link', { name: 'Spine Health Tip Number 14' }).click();
        await page.waitForURL(server.url + '/blog/spine-health-tip-14');
        await h1(page).filter({ hasText: 'Spine Health Tip Number 14' }).waitFor();
        await expect(page.title()).resolves.toBe('Spine Health Tip Number 14 | Palm Harbor Chiropractic');

        const recent = page.getByRole('region', { name: 'Recent Posts' });
        await expect(recent.getByRole('link').allTextContents()).resolves.toEqual([
          'Spine Health Tip Number 13',
          'Spine Health Tip Number 12',
          'Spine Health Tip Number 11',
          'Spine Health Tip Number 10',
          'Subscribe via RSS',
        ]);
        await expect(recent.locator('time').first().textContent()).resolves.toBe('Jan 14, 2026');
        await recent.getByRole('link', { name: 'Spine Health Tip Number 12' }).click();
        await page.waitForURL(server.url + '/blog/spine-health-tip-12');
        await h1(page).filter({ hasText: 'Spine Health Tip Number 12' }).waitFor();

        await page.getByRole('link', { name: 'Back to Blog' }).click();
        await page.waitForURL(server.url + '/blog');
        await page.getByRole('link', { name: 'Spine Health Tip Number 14' }).waitFor();

        expect(documents).toEqual([]);
      },
    );
  });

  it('shows 6 skeleton cards, then a post skeleton with 3 sidebar skeletons, while the posts are on their way', async () => {
    const { page, context, collect } = await openPage(browser, server.url);
    await page.goto(server.url + '/blog');
    await waitForHydration(page);
    const data = await holdData(page);

    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(server.url + '/blog?page=2');
    await page.locator('[data-skeleton="card"]').first().waitFor();
    await expect(page.locator('[data-skeleton="card"]').count()).resolves.toBe(6);
    await page.getByRole('status').filter({ hasText: 'Loading blog posts…' }).waitFor();
    data.release();
    await page.getByRole('link', { name: 'Spine Health Tip Number 2' }).waitFor();
    await expect(page.locator('[data-skeleton]').count()).resolves.toBe(0);

    data.hold();
    await page.getByRole('link', { name: 'Spine Health Tip Number 1', exact: true }).click();
    await page.locator('[data-skeleton="post"]').waitFor();
    await expect(page.locator('[data-skeleton="post"]').count()).resolves.toBe(1);
    await expect(page.locator('[data-skeleton="sidebar"]').count()).resolves.toBe(3);
    data.release();
    await h1(page).filter({ hasText: 'Spine Health Tip Number 1' }).waitFor();
    await expect(page.locator('[data-skeleton]').count()).resolves.toBe(0);

    const problems = await collect();
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('a hostile post executes nothing and injects no element or attribute, server-rendered or client-side', async () => {
    const { page, context, collect } = await openPage(browser, server.url);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.clock.install();

    const inspect = async () => {
      await page.locator('[data-post-content]').waitFor();
      return page.evaluate(() => {
        const root = document.querySelector('[data-post-content]')!;
        const elements = [...root.querySelectorAll('*')];
        const handlers = [...document.querySelectorAll('*')].flatMap((el) =>
          [...el.attributes]
            .filter((a) => a.name.startsWith('on') || /^\s*javascript:/i.test(a.value))
            .map((a) => `${el.tagName}.${a.name}`),
        );
        return {
          tags: [...new Set(elements.map((el) => el.tagName.toLowerCase()))].sort(),
          attributes: elements.flatMap((el) => [...el.attributes].map((a) => `${el.tagName}.${a.name}`)),
          handlers,
          injected: document.querySelectorAll('main iframe, main form, main style, img[src="x"], svg[onload]').length,
          scripts: [...document.querySelectorAll('script')].map((s) => s.type || 'classic'),
          text: root.textContent ?? '',
        };
      });
    };
    const expectInert = (result: Awaited<ReturnType<typeof inspect>>) => {
      expect(result.tags.filter((t) => !['p', 'h2', 'h3', 'strong', 'br'].includes(t))).toEqual([]);
      expect(result.attributes).toEqual([]);
      expect(result.handlers).toEqual([]);
      expect(result.injected).toBe(0);
      expect(result.scripts.every((t) => ['application/json', 'application/ld+json', 'module'].includes(t))).toBe(true);
      expect(result.text).toContain('<script>alert("xss")</script>');
      expect(result.text).toContain('<img src=x onerror="alert(1)">');
    };

    const response = await page.goto(server.url + '/blog/hostile-post');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expectInert(await inspect());

    // The same post rendered by the browser after a client-side navigation.
    await page.goto(server.url + '/blog?page=2');
    await waitForHydration(page);
    await page.locator('main article a[href="/blog/hostile-post"]').click();
    await page.waitForURL(server.url + '/blog/hostile-post');
    expectInert(await inspect());
    // Anything that might have been scheduled fires now (time moved on the page's clock).
    await page.clock.runFor(1000);
    expect(dialogs).toEqual([]);
    expect((await collect()).cspViolations).toEqual([]);
    await context.close();
  });

  it('a post has no hydration warning and no axe violation (desktop and mobile)', async () => {
    await expectCleanPage('/blog/spine-health-tip-5', (page) =>
      h1(page).filter({ hasText: 'Spine Health Tip Number 5' }).waitFor(),
    );
  });

  it('shows Post Not Found for a missing post, on a first load (404) and client-side', async () => {
    const { page, context, collect } = await openPage(browser, server.url);
    const response = await page.goto(server.url + '/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(h1(page).textContent()).resolves.toBe('Post Not Found');
    await expect(page.getByText("The blog post you're looking for doesn't exist.").isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: '← Back to Blog' }).click();
    await page.waitForURL(server.url + '/blog');
    await page.getByRole('link', { name: 'Spine Health Tip Number 14' }).waitFor();

    await page.evaluate(() => {
      window.history.pushState(null, '', '/blog/also-missing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await h1(page).filter({ hasText: 'Post Not Found' }).waitFor();
    const problems = await collect();
    expect(problems.pageErrors).toEqual([]);
    // The only console messages are the browser's reports of the 404 statuses.
    expect(problems.consoleErrors.filter((m) => !m.includes('404'))).toEqual([]);
    await context.close();
  });
});
