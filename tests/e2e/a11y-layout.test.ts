import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage } from '../helpers/browser.js';
import { waitForHydration } from '../helpers/hydration.js';
import { withServerAndBrowser } from '../helpers/browser-session.js';
import {
  clippedTextProblems,
  currentSlideProblems,
  launchWithDefaultFontSize,
  obscuredFocusProblems,
  reflowProblems,
  reflowWidths,
  settle,
  smallTargetProblems,
  textSpacingCss,
} from '../helpers/layout-checks.js';
import { pagesToAudit } from '../helpers/routes.js';
import type { StartedServer } from '../helpers/server-process.js';

let server: StartedServer;
let browser: Browser;
withServerAndBrowser((s, b) => ([server, browser] = [s, b]));

async function visit(page: Page, path: string) {
  await page.goto(server.url + path);
  await waitForHydration(page);
}

const at = (path: string, width: number) => (problem: string) => `${path} at ${width} px: ${problem}`;

type Check = (page: Page) => Promise<string[]>;

/** Runs the checks at each width, resizing the open page; every problem is prefixed with the page and width. */
async function problemsAtWidths(page: Page, path: string, widths: readonly number[], checks: Check[]) {
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 844 });
    await settle(page);
    for (const check of checks) problems.push(...(await check(page)).map(at(path, width)));
  }
  return problems;
}

describe('reflow: every page at every width from 320 to 1920 px', () => {
  it.each(pagesToAudit)('%s scrolls only vertically and shows every control whole', async (path) => {
    // Reduced motion holds the sliders still, so a slide caught mid-move is not taken for one cut off.
    const { page, context } = await openPage(browser, server.url, {
      viewport: { width: reflowWidths[0], height: 844 },
      reducedMotion: 'reduce',
    });
    await visit(page, path);
    expect(await problemsAtWidths(page, path, reflowWidths, [reflowProblems, currentSlideProblems])).toEqual([]);
    await context.close();
  });
});

describe('browser text at 200% (a 32 px default font in the profile)', () => {
  let large: Awaited<ReturnType<typeof launchWithDefaultFontSize>>;
  beforeAll(async () => {
    large = await launchWithDefaultFontSize(32);
  });
  afterAll(() => large?.close());

  it('moves the rem breakpoints, as a visitor’s setting does', async () => {
    const page = await large.context.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await visit(page, '/');
    // 1366 px is 42.7 rem at 32 px: below the 64 rem desktop breakpoint, so the phone's menu button shows.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    await expect(page.getByRole('button', { name: 'Menu' }).isVisible()).resolves.toBe(true);
    await page.close();
  });

  it.each(pagesToAudit)('%s keeps every control whole at 390 and 1366 px', async (path) => {
    const page = await large.context.newPage();
    const problems: string[] = [];
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 844 });
      await visit(page, path);
      problems.push(...(await reflowProblems(page)).map(at(path, width)));
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('text spacing (line height 1.5, paragraphs 2em, letters 0.12em, words 0.16em)', () => {
  it.each(pagesToAudit)('%s clips and overlaps no text at 390 and 1366 px', async (path) => {
    const { page, context } = await openPage(browser, server.url, { viewport: { width: 390, height: 844 } });
    await visit(page, path);
    await page.addStyleTag({ content: textSpacingCss });
    expect(await problemsAtWidths(page, path, [390, 1366], [clippedTextProblems, reflowProblems])).toEqual([]);
    await context.close();
  });
});

describe('targets of at least 24×24 px, or spaced as WCAG 2.5.8 allows', () => {
  it.each(pagesToAudit)('%s at 390 and 1366 px', async (path) => {
    const { page, context } = await openPage(browser, server.url, { viewport: { width: 390, height: 844 } });
    await visit(page, path);
    expect(await problemsAtWidths(page, path, [390, 1366], [smallTargetProblems])).toEqual([]);
    await context.close();
  });
});

describe('a focused control is never hidden under the sticky header', () => {
  it.each(pagesToAudit)('%s, tabbing through the page at 390 and 1366 px', async (path) => {
    const problems: string[] = [];
    for (const width of [390, 1366]) {
      const { page, context } = await openPage(browser, server.url, { viewport: { width, height: 844 } });
      await visit(page, path);
      problems.push(...(await obscuredFocusProblems(page)).map(at(path, width)));
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});

describe('help in the same place on every page', () => {
  it.each([390, 1366])(
    'the Schedule Now button and the phone number sit alike on every page at %i px',
    async (width) => {
      const { page, context } = await openPage(browser, server.url, { viewport: { width, height: 844 } });
      const places = new Map<string, string[]>();
      for (const path of pagesToAudit) {
        await visit(page, path);
        const place = await page.evaluate(() => {
          const visible = (el: Element) => el.getBoundingClientRect().width > 0;
          const header = document.querySelector('header')!;
          const schedule = [...header.querySelectorAll('button')].find(
            (b) => b.textContent?.trim() === 'Schedule Now' && visible(b),
          );
          const box = schedule?.getBoundingClientRect();
          const phoneIn = (root: Element) => [...root.querySelectorAll('a[href^="tel:"]')].some(visible);
          return `schedule ${box ? `${Math.round(box.left)},${Math.round(box.top)}` : 'missing'}; phone in header ${phoneIn(header)}, in footer ${phoneIn(document.querySelector('footer')!)}`;
        });
        places.set(place, [...(places.get(place) ?? []), path]);
      }
      expect([...places.entries()].map(([place, paths]) => `${place}: ${paths.length} pages`)).toEqual([
        expect.stringMatching(/^schedule \d+,\d+; phone in header (true|false), in footer true: \d+ pages$/),
      ]);
      await context.close();
    },
  );
});
