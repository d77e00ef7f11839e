import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage } from '../helpers/browser.js';
import { finishAnimations } from '../helpers/animations.js';
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
import { pagesToAuditInBrowser, templatePagesToAudit } from '../helpers/routes.js';
import { describeBreaks, midWordBreaks } from '../helpers/word-breaks.js';
import type { StartedServer } from '../helpers/server-process.js';
import { uiTexts } from '../../client/texts/ui.js';
import { localeOfPath, locales } from '../../shared/locale.js';

let server: StartedServer;
let browser: Browser;
withServerAndBrowser((s, b) => ([server, browser] = [s, b]));

// Reflow, text size, text spacing and targets follow each page's copy (a long word, a long link
// label): every page. Where the layout changes (every breakpoint, from 320 to 1920 px) follows the
// template, so a page of each template is checked at every width, and the others, whose copy differs,
// where copy runs short of room: the phones' widths, and the desktop's. Tabbing through for hidden focus
// and where the help sits follow the layout and the page's template (the sticky header, the scroll
// padding, the page's length): one page per template.
const templatePages = new Set(templatePagesToAudit);
const widthsFor = (path: string, all: readonly number[], copyWidths: readonly number[] = [320, 390, 1366]) =>
  templatePages.has(path) ? all : all.filter((width) => copyWidths.includes(width));

async function visit(page: Page, path: string) {
  await page.goto(server.url + path);
  await waitForHydration(page);
}

const at = (path: string, width: number) => (problem: string) => `${path} at ${width} px: ${problem}`;

type Check = (page: Page) => Promise<string[]>;

/** Words on show that a line break cuts where the word has no break of its own. */
const wordBreakProblems: Check = async (page) => describeBreaks(await page.evaluate(midWordBreaks, undefined));

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

/** Where the Schedule Now button and the phone numbers sit, read with the page scrolled to its top. */
async function helpPlace(page: Page, scheduleLabel: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  // The header may ease back to its resting state once at the top.
  await finishAnimations(page);
  return page.evaluate((label) => {
    const visible = (el: Element) => el.getBoundingClientRect().width > 0;
    const header = document.querySelector('header')!;
    const schedule = [...header.querySelectorAll('button')].find((b) => b.textContent?.trim() === label && visible(b));
    const box = schedule?.getBoundingClientRect();
    const phoneIn = (root: Element) => [...root.querySelectorAll('a[href^="tel:"]')].some(visible);
    return `schedule ${box ? `${Math.round(box.left)},${Math.round(box.top)}` : 'missing'}; phone in header ${phoneIn(header)}, in footer ${phoneIn(document.querySelector('footer')!)}`;
  }, scheduleLabel);
}

const helpWidths = [390, 1366] as const;
/** Per width, each place the help was found in and the pages it was found there on. */
const helpPlaces = new Map<number, Map<string, string[]>>(helpWidths.map((width) => [width, new Map()]));

describe('one visit per page: reflow, targets, text spacing; hidden focus and the help on one page per template', () => {
  it.each(pagesToAuditInBrowser)('%s', async (path) => {
    // Reduced motion holds the sliders still, so a slide caught mid-move is not taken for one cut off.
    const { page, context } = await openPage(browser, server.url, {
      viewport: { width: reflowWidths[0], height: 844 },
      reducedMotion: 'reduce',
    });
    await visit(page, path);
    const problems: string[] = [];
    const add = (check: string, found: string[]) => problems.push(...found.map((p) => `${check}: ${p}`));

    // From 320 to 1920 px: scrolls only vertically, shows every control whole and breaks no word in the
    // middle.
    add(
      'reflow',
      await problemsAtWidths(page, path, widthsFor(path, reflowWidths), [
        reflowProblems,
        currentSlideProblems,
        wordBreakProblems,
      ]),
    );

    // The rest as a visitor who allows motion sees it (the hero's video and its button among it).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await settle(page);
    await settle(page);

    // Targets of at least 24×24 px, or spaced as WCAG 2.5.8 allows.
    add('targets', await problemsAtWidths(page, path, [390, 1366], [smallTargetProblems]));

    // Text spacing (line height 1.5, paragraphs 2em, letters 0.12em, words 0.16em) clips and overlaps no text.
    const spacing = await page.addStyleTag({ content: textSpacingCss });
    add('text spacing', await problemsAtWidths(page, path, [390, 1366], [clippedTextProblems, reflowProblems]));
    await spacing.evaluate((style) => (style as Element).remove());

    if (templatePages.has(path)) {
      // A focused control is never hidden under the sticky header, tabbing through the page.
      add('hidden focus', await problemsAtWidths(page, path, [390, 1366], [obscuredFocusProblems]));
      // The Schedule Now button and the phone number sit alike on every page (compared below).
      // Positions in the web fonts, as every visit ends.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      for (const width of helpWidths) {
        await page.setViewportSize({ width, height: 844 });
        await settle(page);
        const places = helpPlaces.get(width)!;
        // Per language: the button's label, so its place, is the language's.
        const locale = localeOfPath(path);
        const place = `${locale} ${await helpPlace(page, uiTexts[locale].layout.scheduleNow)}`;
        places.set(place, [...(places.get(place) ?? []), path]);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(helpWidths)('the Schedule Now button and the phone number sit alike on every template at %i px', (width) => {
    const places = [...helpPlaces.get(width)!.entries()];
    expect(places.flatMap(([, paths]) => paths).sort()).toEqual([...templatePages].sort());
    expect(places.map(([place, paths]) => `${place}: ${paths.length} pages`)).toEqual(
      locales.map((locale) =>
        expect.stringMatching(
          new RegExp(`^${locale} schedule \\d+,\\d+; phone in header (true|false), in footer true: \\d+ pages$`),
        ),
      ),
    );
  });
});

describe('browser text at 200% (a 32 px default font in the profile)', () => {
  let large: Awaited<ReturnType<typeof launchWithDefaultFontSize>>;
  beforeAll(async () => {
    large = await launchWithDefaultFontSize(32);
  });
  afterAll(() => large?.close());

  // At 320 px, 200% text leaves a line of 10rem, narrower than the copy's longest words at the body's
  // size, and this Chromium has no hyphenation dictionaries: those words carry soft hyphens where they
  // may break (tests/api/word-widths.test.ts finds any that lack one).
  it.each(pagesToAuditInBrowser)('%s keeps every control and every word whole from 320 px', async (path) => {
    const page = await large.context.newPage();
    await page.setViewportSize({ width: 320, height: 844 });
    await visit(page, path);
    const problems = await problemsAtWidths(page, path, widthsFor(path, [320, 390, 1280, 1366], [320, 390]), [
      reflowProblems,
      wordBreakProblems,
    ]);
    expect(problems).toEqual([]);
    // The setting took, and moved the rem breakpoints as a visitor's does: 1366 px is 42.7 rem at 32 px,
    // below the 64 rem desktop breakpoint, so the phone's menu button shows.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    const menu = uiTexts[localeOfPath(path)].layout.menu;
    await expect(page.getByRole('button', { name: menu, exact: true }).isVisible()).resolves.toBe(true);
    await page.close();
  });
});
