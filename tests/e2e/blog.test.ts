import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, openPage, viewports } from '../helpers/browser.js';
import { followLinkTo } from '../helpers/follow-link.js';
import { waitForHydration } from '../helpers/hydration.js';
import { startServer, type StartedServer } from '../helpers/server-process.js';
import { startSupabaseStandIn, type StandIn } from '../../tools/supabase-standin.js';
import { blogTables, hostileRow, publishedRow } from '../fixtures/blog-rows.js';
import { hostileSnippets } from '../fixtures/hostile-content.js';
import { POSTS_PER_PAGE, SIDEBAR_SHOWN, listPath, postPath } from '../../shared/blog.js';
import { localeInfo } from '../../shared/locale.js';
import { uiTexts } from '../../client/texts/ui.js';
import { formatLongDate, formatShortDate } from '../../shared/dates.js';
import { clinic } from '../../shared/clinic.js';

const englishDates = uiTexts.en.dates;
const words = uiTexts.en.blog;

let standIn: StandIn;
let server: StartedServer;
let browser: Browser;

// The hostile post is the oldest, so it sits on page 2 of the list.
const hostile = { ...hostileRow, published_at: '2025-12-01T14:00:00+00:00' };
// Two pages: the second holds the two oldest numbered posts and the hostile one.
const postCount = POSTS_PER_PAGE + 2;
/** The fixture's published post n (1 = oldest). */
const post = (n: number) => publishedRow(n) as { title: string; slug: string; published_at: string };
const newest = post(postCount);

beforeAll(async () => {
  standIn = await startSupabaseStandIn({ tables: blogTables(postCount, [hostile]) });
  [server, browser] = await Promise.all([
    startServer({
      SUPABASE_URL: standIn.url,
      SUPABASE_ANON_KEY: standIn.anonKey,
      BLOG_SOURCE: 'supabase',
      BLOG_CACHE_TTL_SECONDS: '1',
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await standIn?.close();
});

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
  it('/blog loads cleanly, shows a full page of cards, and has no axe violation (desktop and mobile); it goes list → post → a sidebar post → back to the list', async () => {
    await expectCleanPage(
      '/blog',
      async (page) => {
        await expect(page.locator('main article').count()).resolves.toBe(POSTS_PER_PAGE);
        await expect(page.locator('main article').first().locator('time').textContent()).resolves.toBe(
          formatLongDate(newest.published_at, englishDates),
        );
      },
      async (page) => {
        await page.getByRole('link', { name: newest.title }).click();
        await page.waitForURL(server.url + postPath(newest.slug));
        await h1(page).filter({ hasText: newest.title }).waitFor();
        await expect(page.title()).resolves.toBe(`${newest.title} | ${clinic.name}`);

        // The next newest posts, newest first, the open one left out.
        const others = Array.from({ length: SIDEBAR_SHOWN }, (_, i) => post(postCount - 1 - i));
        const recent = page.getByRole('region', { name: words.sidebar.recent });
        await expect(recent.getByRole('link').allTextContents()).resolves.toEqual([
          ...others.map((p) => p.title),
          words.rss,
        ]);
        await expect(recent.locator('time').first().textContent()).resolves.toBe(
          formatShortDate(others[0]!.published_at, englishDates),
        );
        const picked = others[1]!;
        await recent.getByRole('link', { name: picked.title }).click();
        await page.waitForURL(server.url + postPath(picked.slug));
        await h1(page).filter({ hasText: picked.title }).waitFor();

        await page.getByRole('link', { name: words.post.back }).click();
        await page.waitForURL(server.url + '/blog');
        await page.getByRole('link', { name: newest.title }).waitFor();
      },
    );
  });

  it('/es/blog: Spanish words and dates around the posts in English (marked so), Spanish addresses throughout, no axe violation', async () => {
    const es = uiTexts.es.blog;
    const english = localeInfo.en.htmlLang;
    await expectCleanPage(
      listPath(1, 'es'),
      async (page) => {
        await expect(page.locator('main article').count()).resolves.toBe(POSTS_PER_PAGE);
        await expect(h1(page).textContent()).resolves.toBe(es.list.title);
        await expect(page.locator('main article').first().locator('time').textContent()).resolves.toBe(
          formatLongDate(newest.published_at, uiTexts.es.dates),
        );
        await expect(page.locator('main article h2').first().getAttribute('lang')).resolves.toBe(english);
        await expect(page.getByRole('navigation', { name: es.pagination.label }).isVisible()).resolves.toBe(true);
      },
      async (page) => {
        await page.getByRole('link', { name: newest.title }).click();
        await page.waitForURL(server.url + postPath(newest.slug, 'es'));
        await expect(h1(page).getAttribute('lang')).resolves.toBe(english);
        await expect(page.locator('[data-post-content]').getAttribute('lang')).resolves.toBe(english);
        const recent = page.getByRole('region', { name: es.sidebar.recent });
        await expect(recent.locator('time').first().textContent()).resolves.toBe(
          formatShortDate(post(postCount - 1).published_at, uiTexts.es.dates),
        );
        await page.getByRole('link', { name: es.post.back }).click();
        await page.waitForURL(server.url + listPath(1, 'es'));
        await page.getByRole('link', { name: newest.title }).waitFor();
      },
    );
  });

  it('a hostile post executes nothing and injects no element or attribute, reached directly or from the list', async () => {
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
      // Markup from the post shows as text.
      for (const snippet of hostileSnippets.slice(0, 2)) expect(result.text).toContain(snippet);
    };

    const hostilePath = postPath(String(hostileRow.slug));
    const response = await page.goto(server.url + hostilePath);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expectInert(await inspect());

    // The same post reached from the list.
    await page.goto(server.url + '/blog?page=2');
    await waitForHydration(page);
    await page.locator(`main article a[href="${hostilePath}"]`).click();
    await page.waitForURL(server.url + hostilePath);
    await waitForHydration(page);
    expectInert(await inspect());
    // Anything that might have been scheduled fires now (time moved on the page's clock).
    await page.clock.runFor(1000);
    expect(dialogs).toEqual([]);
    expect((await collect()).cspViolations).toEqual([]);
    await context.close();
  });

  it('a post loads cleanly and has no axe violation (desktop and mobile)', async () => {
    await expectCleanPage(postPath(post(5).slug), (page) =>
      h1(page)
        .filter({ hasText: post(5).title })
        .waitFor(),
    );
  });

  it('shows Post Not Found for a missing post (404), from an address and from a link', async () => {
    const { page, context, collect } = await openPage(browser, server.url);
    const response = await page.goto(server.url + '/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(h1(page).textContent()).resolves.toBe(words.notFound.title);
    await expect(page.getByText(words.notFound.text).isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: words.notFound.back }).click();
    await page.waitForURL(server.url + '/blog');
    await page.getByRole('link', { name: newest.title }).waitFor();

    // A link to a post that is gone (an old bookmark, a stale list) leads to the same page.
    const gone = await followLinkTo(page, '/blog/also-missing');
    expect(gone.status()).toBe(404);
    await h1(page).filter({ hasText: words.notFound.title }).waitFor();
    const problems = await collect();
    expect(problems.pageErrors).toEqual([]);
    // The only console messages are the browser's reports of the 404 statuses.
    expect(problems.consoleErrors.filter((m) => !m.includes('404'))).toEqual([]);
    await context.close();
  });
});
