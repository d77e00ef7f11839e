import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fontSubsets } from '../../scripts/fonts/subsets.js';
import { englishNavigation } from '../helpers/routes.js';
import { heldUpstream } from '../fixtures/held-upstream.js';
import { localizePath } from '../../shared/locale.js';
import { openPage } from '../helpers/browser.js';
import { launchFirefox } from '../helpers/engines/firefox.js';
import { pollUntil, type EngineSession } from '../helpers/engines/types.js';
import { launchWebKit } from '../helpers/engines/webkit.js';
import { waitForHydration } from '../helpers/hydration.js';
import { withServerAndBrowser } from '../helpers/browser-session.js';
import { settle } from '../helpers/layout-checks.js';
import { templatePagesToAudit } from '../helpers/routes.js';
import type { StartedServer } from '../helpers/server-process.js';

const { serviceNav } = englishNavigation;

let server: StartedServer;
let browser: Browser;
withServerAndBrowser((s, b) => ([server, browser] = [s, b]));

/** A phone and a desktop: each line's ends show any glyph that the cut draws wider or narrower. */
const widths = [390, 1366];

/** Where each text node's lines sit: one [top, bottom, left, right] per line box, in document order. */
type Lines = { text: string; boxes: number[][] }[];

/** Opens a page once the web fonts are in, optionally answering the cut fonts' URLs with the full fontsource files. */
async function openWithFonts(page: Page, pagePath: string, full: boolean) {
  if (full) {
    for (const subset of fontSubsets) {
      const stem = path.basename(subset.output, '.woff2');
      const body = readFileSync(subset.source);
      await page.route(new RegExp(`/${stem}-[\\w-]+\\.woff2$`), (route) =>
        route.fulfill({ body, contentType: 'font/woff2' }),
      );
    }
  }
  await page.goto(server.url + pagePath);
  await waitForHydration(page);
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      [...document.fonts].filter((f) => f.family.includes('Variable')).length === 2 &&
      [...document.fonts].filter((f) => f.family.includes('Variable')).every((f) => f.status === 'loaded'),
  );
}

function lines(page: Page): Promise<Lines> {
  return page.evaluate(() => {
    const found: { text: string; boxes: number[][] }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Text the browser does not lay out (a closed <details>, a hidden menu) has no lines to compare.
      if (!node.textContent!.trim() || !node.parentElement?.checkVisibility()) continue;
      range.selectNodeContents(node);
      const boxes = [...range.getClientRects()].map((r) => [r.top, r.bottom, r.left, r.right]);
      if (boxes.length > 0) found.push({ text: node.textContent!.trim().slice(0, 50), boxes });
    }
    return found;
  });
}

/**
 * The lines once two readings a frame apart agree: a busy machine may still be applying the resize, the
 * whole stylesheet or a part that just went live when the first reading is taken.
 */
async function steadyLines(page: Page): Promise<Lines> {
  let last = '';
  for (let reading = 0; reading < 20; reading++) {
    await settle(page);
    const found = await lines(page);
    const json = JSON.stringify(found);
    if (json === last) return found;
    last = json;
  }
  throw new Error(`the layout of ${page.url()} kept moving at ${page.viewportSize()?.width} px`);
}

/**
 * Where the two layouts differ: a line box that moved up or down, or an edge that moved by half a pixel or
 * more (Fraunces at 400, off the cut font's default weight, may be a few hundredths of a pixel wider).
 */
function differences(cut: Lines, full: Lines): string[] {
  if (cut.length !== full.length)
    return [`${cut.length} text nodes on screen with the cut fonts, ${full.length} with the full`];
  const found: string[] = [];
  cut.forEach((node, i) => {
    const other = full[i]!;
    const moved =
      node.boxes.length !== other.boxes.length ||
      node.boxes.some((box, j) => box.some((edge, k) => Math.abs(edge - other.boxes[j]![k]!) >= (k < 2 ? 0.01 : 0.5)));
    if (moved) found.push(`"${node.text}": ${JSON.stringify(node.boxes)} vs ${JSON.stringify(other.boxes)}`);
  });
  return found;
}

/** Every text drawn in a web font at a weight its @font-face does not declare, as "family weight: text". */
function weightsOutsideFaces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faces = [...document.fonts].map((f) => {
      const [min, max = min] = f.weight.split(' ').map(Number);
      return { family: f.family.replace(/['"]/g, ''), min: min!, max: max! };
    });
    const problems = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!.trim();
      if (!text || !node.parentElement) continue;
      const style = getComputedStyle(node.parentElement);
      const family = style.fontFamily.split(',')[0]!.trim().replace(/['"]/g, '');
      const weight = Number(style.fontWeight);
      const own = faces.filter((f) => f.family === family);
      if (own.length > 0 && !own.some((f) => weight >= f.min && weight <= f.max)) {
        problems.add(`${family} ${weight}: ${text.slice(0, 40)}`);
      }
    }
    return [...problems];
  });
}

// Which characters, weights and features each text needs is checked for every text, with harfbuzz
// (tests/unit/fonts.test.ts); here the browser draws them, on a page of each template in each language.
describe('the cut web fonts', () => {
  it.each(templatePagesToAudit)(
    '%s: lay the page out line for line as the full fontsource files do',
    async (pagePath) => {
      const layouts: Record<'cut' | 'full', Lines[]> = { cut: [], full: [] };
      const problems: string[] = [];
      for (const kind of ['cut', 'full'] as const) {
        // Reduced motion holds the sliders still, so both loads find every slide where the other did.
        const { page, context } = await openPage(browser, server.url, {
          viewport: { width: widths[0]!, height: 844 },
          reducedMotion: 'reduce',
        });
        await openWithFonts(page, pagePath, kind === 'full');
        if (kind === 'cut') problems.push(...(await weightsOutsideFaces(page)));
        for (const width of widths) {
          await page.setViewportSize({ width, height: 844 });
          await page.waitForFunction((w) => window.innerWidth === w, width);
          layouts[kind].push(await steadyLines(page));
        }
        await context.close();
      }
      widths.forEach((width, i) => {
        problems.push(...differences(layouts.cut[i]!, layouts.full[i]!).map((d) => `${width} px: ${d}`));
      });
      expect(problems).toEqual([]);
    },
  );
});

const webFamilies = fontSubsets.map((subset) => subset.family);
const familyOf = (role: string) => fontSubsets.find((subset) => subset.role === role)!.family;

/** Whether every web font face is loaded: text drawn in their families is drawn in them. */
const webFontsLoaded = `(() => {
  const faces = [...document.fonts].filter((f) => ${JSON.stringify(webFamilies)}.includes(f.family.replace(/['"]/g, '')));
  return faces.length === ${webFamilies.length} && faces.every((f) => f.status === 'loaded');
})()`;

/** The families the first heading and the body text are drawn in, as the page's style names them first. */
const firstFamilies = `[document.querySelector('h1'), document.querySelector('main p')].map(
  (el) => getComputedStyle(el).fontFamily.split(',')[0].trim().replace(/['"]/g, ''),
)`;

/**
 * How wide the bold text in view is, line by line: the total width of every single-line text node drawn at
 * 600 or more. Bold is where a fallback face that no engine finds shows: the regular face's scale, made bold.
 */
const boldWidth = `(() => {
  const range = document.createRange();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let total = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.data.trim() || !node.parentElement || Number(getComputedStyle(node.parentElement).fontWeight) < 600) continue;
    range.selectNodeContents(node);
    const lines = range.getClientRects();
    if (lines.length === 1 && lines[0].top >= 0 && lines[0].top < innerHeight) total += lines[0].width;
  }
  return total;
})()`;

/** Takes the web fonts out of the font stacks, or puts them back: the metric-matched fallbacks then draw. */
const useFallbacks = (on: boolean) => `(() => {
  const families = ${JSON.stringify(webFamilies)};
  const root = document.documentElement;
  for (const name of ['--font-sans', '--font-display']) {
    root.style.removeProperty(name);
    const stack = getComputedStyle(root).getPropertyValue(name).split(',');
    if (${on}) root.style.setProperty(name, stack.filter((f) => !families.includes(f.trim().replace(/['"]/g, ''))).join(','));
  }
  return true;
})()`;

/**
 * Where each element and text node in view starts, as [x, y]; the first call keeps its nodes and their
 * places, a later one (`against`) lists what has moved since by 3 CSS px or more (less is no layout shift
 * to Chromium either).
 */
const starts = (phase: 'keep' | 'against') => `(() => {
  const range = document.createRange();
  const start = (node) => {
    if (node.nodeType === Node.TEXT_NODE) range.selectNodeContents(node);
    const box = (node.nodeType === Node.TEXT_NODE ? range : node).getClientRects()[0];
    return box ? [box.x, box.y] : null;
  };
  if (${JSON.stringify(phase)} === 'keep') {
    const nodes = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.ELEMENT_NODE || node.data.trim()) nodes.push(node);
    }
    window.__fontTestNodes = nodes;
    window.__fontTestStarts = nodes.map(start);
    return nodes.length;
  }
  const inView = (at) => !!at && at[1] < innerHeight && at[1] >= 0;
  const moves = [];
  window.__fontTestNodes.forEach((node, i) => {
    const was = window.__fontTestStarts[i];
    const now = start(node);
    if (!inView(was) && !inView(now)) return;
    if (was && now && Math.abs(was[0] - now[0]) < 3 && Math.abs(was[1] - now[1]) < 3) return;
    const name = node.nodeType === Node.TEXT_NODE ? JSON.stringify(node.data.trim().slice(0, 30)) : node.tagName;
    moves.push(name + ': ' + JSON.stringify(was) + ' -> ' + JSON.stringify(now));
  });
  return moves;
})()`;

/**
 * How wide each text node in view is (the width of its first line); the first call keeps them, a later one
 * (`against`) lists those 3 CSS px or more wider or narrower since, as `starts` does places.
 */
const textWidths = (phase: 'keep' | 'against') => `(() => {
  const range = document.createRange();
  const width = (node) => {
    range.selectNodeContents(node);
    const box = range.getClientRects()[0];
    return box && box.top < innerHeight && box.bottom > 0 ? box.width : null;
  };
  if (${JSON.stringify(phase)} === 'keep') {
    const nodes = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.data.trim()) nodes.push(node);
    window.__fontTestTexts = nodes;
    window.__fontTestWidths = nodes.map(width);
    return nodes.length;
  }
  const changes = [];
  window.__fontTestTexts.forEach((node, i) => {
    const was = window.__fontTestWidths[i];
    const now = width(node);
    if (was === null && now === null) return;
    if (was !== null && now !== null && Math.abs(was - now) < 3) return;
    changes.push(JSON.stringify(node.data.trim().slice(0, 30)) + ': ' + JSON.stringify(was) + ' -> ' + JSON.stringify(now));
  });
  return changes;
})()`;

/** Whether any web font face is loaded yet. */
const anyWebFontLoaded = `[...document.fonts].some(
  (f) => ${JSON.stringify(webFamilies)}.includes(f.family.replace(/['"]/g, '')) && f.status === 'loaded',
)`;

/** The part of an engine session the check needs; Chromium's comes from playwright. */
type Visit = Pick<EngineSession, 'goto' | 'evaluate' | 'waitFor' | 'close'>;

async function chromiumVisit(viewport: { width: number; height: number }): Promise<Visit> {
  const { page, context } = await openPage(browser, server.url, { viewport });
  return {
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate: (expression) => page.evaluate(expression),
    waitFor: (expression) => pollUntil(() => page.evaluate(expression), expression),
    close: () => context.close(),
  };
}

const phone = { width: 390, height: 844 };
const engines: [string, () => Promise<Visit>][] = [
  ['Chromium', () => chromiumVisit(phone)],
  ['Firefox', () => launchFirefox({ viewport: phone })],
  ['WebKit', () => launchWebKit({ viewport: phone })],
];
// The home page first: the visit that finds nothing in the cache.
const firstVisitPages = ['/', serviceNav[0]!.links[0]!.href];

// The fonts are preloaded from the head and delay the page's load event: a page that has loaded is drawn
// in them, in every engine, on every visit, and nothing in view moves once they are drawn (the whole
// stylesheet, hydration). Where the first paint comes before them they swap in for the metric-matched
// fallbacks, which keep nearly every line in place (docs/performance.md, Fonts).
describe.each(engines)('the web fonts in %s', (_name, launch) => {
  let visit: Visit;
  beforeAll(async () => {
    visit = await launch();
  });
  afterAll(() => visit?.close());

  it.each(firstVisitPages)(
    '%s: a first visit is drawn in the web fonts once loaded, nothing in view moves after that, and the bold fallbacks hold',
    async (pagePath) => {
      await visit.goto(server.url + pagePath);
      expect(await visit.evaluate(webFontsLoaded)).toBe(true);
      expect(await visit.evaluate(firstFamilies)).toEqual([familyOf('display'), familyOf('sans')]);
      await visit.evaluate(starts('keep'));
      await visit.waitFor(`document.documentElement.dataset.hydrated === 'true' && document.fonts.status === 'loaded'`);
      expect(await visit.evaluate(starts('against'))).toEqual([]);
      // The bold fallbacks find their local fonts in every engine: bold text keeps its width (a regular face
      // scaled for Inter at 500 and made bold is far wider).
      const inWebFonts = await visit.evaluate<number>(boldWidth);
      await visit.evaluate(useFallbacks(true));
      await visit.waitFor(`document.fonts.status === 'loaded'`);
      const inFallbacks = await visit.evaluate<number>(boldWidth);
      await visit.evaluate(useFallbacks(false));
      expect(inWebFonts).toBeGreaterThan(0);
      expect(Math.abs(inFallbacks / inWebFonts - 1)).toBeLessThan(0.02);
    },
  );
});

// A first visit whose first paint comes before the fonts (a slow link): the page must be laid out in the
// metric-matched fallbacks, not the system font, and the fonts' swap must move nothing in view. WebKitGTK
// rounds each text's width its own way in either font (up to 5% apart), which no one scale can match: there
// only the first holds (docs/performance.md, Fonts).
type HeldFontEngine = [name: string, launch: () => Promise<Visit>, { swapHolds: boolean }];
const heldFontEngines: HeldFontEngine[] = [
  // Not openPage's context: it answers every other origin, the door's too, with a stand-in page.
  [
    'Chromium',
    async () => {
      const context = await browser.newContext({ viewport: phone });
      context.setDefaultTimeout(0);
      const page = await context.newPage();
      return {
        goto: async (url, until = 'load') => {
          await page.goto(url, { waitUntil: until === 'load' ? 'load' : 'domcontentloaded' });
        },
        evaluate: (expression) => page.evaluate(expression),
        waitFor: (expression) => pollUntil(() => page.evaluate(expression), expression),
        close: () => context.close(),
      };
    },
    { swapHolds: true },
  ],
  ['Firefox', () => launchFirefox({ viewport: phone }), { swapHolds: true }],
  // Its driver's commands wait for a page's load event, which held fonts hold back, even with 'eager'.
  ['WebKit', () => launchWebKit({ viewport: phone, pageLoadStrategy: 'none' }), { swapHolds: false }],
];
const heldFontPages = [...firstVisitPages, ...firstVisitPages.map((pagePath) => localizePath(pagePath, 'es'))];

describe.each(heldFontEngines)('a first visit drawn before the web fonts arrive, in %s', (_name, launch, is) => {
  let visit: Visit;
  const doors: Awaited<ReturnType<typeof heldUpstream>>[] = [];
  beforeAll(async () => {
    visit = await launch();
  });
  afterAll(async () => {
    await visit?.close();
    await Promise.all(doors.map((door) => door.close()));
  });

  it.each(heldFontPages)(
    '%s: while the fonts are held, the page is laid out in the metric-matched fallbacks, which the fonts then replace',
    async (pagePath) => {
      // A door of its own in front of the server, holding the font files until the test opens it: a new
      // origin, so nothing of the site is in the browser's cache. The doors stay until the engine is done, so
      // no later door gets an earlier one's port (and origin).
      const door = await heldUpstream(server.url, (requestPath) => requestPath.endsWith('.woff2'));
      doors.push(door);
      const url = new URL(pagePath, door.url);
      // Resolves once the page is parsed: its load event waits for the fonts the door holds.
      await visit.goto(url.href, 'parsed');
      await pollUntil(async () => new Set(door.held).size === fontSubsets.length, 'both font files to be asked for');
      expect(await visit.evaluate(anyWebFontLoaded)).toBe(false);
      await visit.evaluate(starts('keep'));
      await visit.evaluate(textWidths('keep'));
      door.open();
      await visit.waitFor(
        `${webFontsLoaded} && document.fonts.status === 'loaded' && document.documentElement.dataset.hydrated === 'true'`,
      );
      const swapMoves = await visit.evaluate<string[]>(starts('against'));
      // The web fonts out of the stacks: what the fallbacks draw, which the held page must have drawn.
      await visit.evaluate(useFallbacks(true));
      await visit.waitFor(`document.body.offsetWidth > 0 && document.fonts.status === 'loaded'`);
      const inFallbacks = {
        moved: await visit.evaluate(starts('against')),
        resized: await visit.evaluate(textWidths('against')),
      };
      await visit.evaluate(useFallbacks(false));
      expect(inFallbacks).toEqual({ moved: [], resized: [] });
      if (is.swapHolds) expect(swapMoves).toEqual([]);
    },
  );
});
