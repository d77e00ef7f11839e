import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, viewports } from '../helpers/browser.js';
import { waitForHydration } from '../helpers/hydration.js';
import { withServerAndBrowser } from '../helpers/browser-session.js';
import { restartTabOrder, settle } from '../helpers/layout-checks.js';
import { edgelessControls, indicatorProblem, markFilledControls, tabThrough } from '../helpers/focus-indicator.js';
import type { StartedServer } from '../helpers/server-process.js';
import { defaultLocaleTemplatePages } from '../helpers/routes.js';
import { MOBILE_MENU_ID } from '../../client/components/layout/mobile-menu-id.js';

// Focus stays visible on every control, on light and dark backgrounds, in normal and in forced
// colours (Windows contrast themes); and in forced colours controls, the dialog and the menus keep
// their edges when their backgrounds and shadows are gone.
let server: StartedServer;
let browser: Browser;
withServerAndBrowser((s, b) => ([server, browser] = [s, b]));

type Colours = 'normal' | 'forced';
const widths = [viewports.desktop, viewports.mobile];

async function onPage(path: string, check: (page: Page) => Promise<void>) {
  const { page, context } = await openPage(browser, server.url, {
    viewport: viewports.desktop,
    reducedMotion: 'reduce',
  });
  try {
    await check(page);
  } finally {
    await context.close();
  }
}

async function load(page: Page, path: string) {
  await page.goto(server.url + path);
  await waitForHydration(page);
  await framesReady(page);
}

/**
 * A frame from another origin starts once the page has loaded: Tab walks into it only once it is there.
 * Only frames on show load (the closed booking dialog's lazy frame waits for the dialog to open), and
 * which are on show changes with the width.
 */
async function framesReady(page: Page) {
  await page.waitForFunction(() => [...document.querySelectorAll('iframe')].every((f) => !f.dataset.src || f.src));
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    if (await (await frame.frameElement()).evaluate((el) => (el as Element).checkVisibility()))
      await frame.waitForLoadState();
  }
}

/** Marks what is drawn by fills and shadows in normal colours, then checks it has an edge in forced colours. */
async function expectEdges(page: Page, where: string, scope = 'body') {
  await page.emulateMedia({ forcedColors: 'none' });
  expect(await markFilledControls(page, scope), `${where}: controls drawn by fills`).toBeGreaterThan(0);
  await page.emulateMedia({ forcedColors: 'active' });
  // Chromium restyles for the new colour mode on the next frame, not at once.
  await settle(page);
  const edgeless = await edgelessControls(page);
  await page.evaluate(() =>
    document.querySelectorAll('[data-shape-from-fill]').forEach((e) => e.removeAttribute('data-shape-from-fill')),
  );
  expect(edgeless, `${where} (forced colours): no border or outline on ${edgeless.join(', ')}`).toEqual([]);
}

// Focus indicators and edges come from the layout's and the templates' components and classes, not
// from a page's copy or its language (another language's page is the same markup with other words): one
// page per template, each opened once and resized and recoloured in place.
describe('focus is visible on every control reached by Tab; in forced colours controls keep their edges', () => {
  for (const path of defaultLocaleTemplatePages) {
    it(`on ${path} at 1366 and 390 px, in normal and forced colours`, async () => {
      await onPage(path, async (page) => {
        await load(page, path);
        const problems: string[] = [];
        let first: string | undefined;
        for (const viewport of widths) {
          await page.setViewportSize(viewport);
          await settle(page);
          await framesReady(page);
          // Shapes read on the page as it rests, nothing lit up by focus.
          await restartTabOrder(page);
          await expectEdges(page, `${path} at ${viewport.width} px`);
          for (const colours of ['normal', 'forced'] as Colours[]) {
            await page.emulateMedia({ forcedColors: colours === 'forced' ? 'active' : 'none' });
            await settle(page);
            await restartTabOrder(page);
            const focused = await tabThrough(page);
            const where = `${path} at ${viewport.width} px (${colours} colours)`;
            // A page has at least its skip link, header and footer controls, and each walk starts at the first.
            expect(focused.length, `${where}: controls reached by Tab`).toBeGreaterThan(10);
            first ??= focused[0]!.element;
            expect(focused[0]!.element, `${where}: the first control reached`).toBe(first);
            for (const state of focused) {
              const problem = indicatorProblem(state);
              if (problem) problems.push(`${where}: ${state.element}: ${problem}`);
            }
          }
        }
        expect(problems, problems.join('\n')).toEqual([]);
      });
    });
  }
});

describe('in forced colours, the dialog and the menus keep their edges', () => {
  it('the booking dialog, the mobile menu and the Services dropdown', async () => {
    await onPage('/', async (page) => {
      await load(page, '/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).focus();
      await page.keyboard.press('Enter');
      await page.locator('#services-menu').getByRole('link', { name: 'All Services' }).waitFor();
      await expectEdges(page, '/ at 1366 px, Services dropdown open', '#services-menu');
      await page.keyboard.press('Escape');
      await page.getByRole('banner').getByRole('button', { name: 'Schedule Now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Schedule Your Appointment' });
      await dialog.waitFor();
      await expectEdges(page, '/ at 1366 px, booking dialog open', 'dialog[open]');
      await page.keyboard.press('Escape');
      await page.setViewportSize(viewports.mobile);
      await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      // The sheet is a popover, not a <dialog>.
      await expectEdges(page, '/ at 390 px, mobile menu open', `#${MOBILE_MENU_ID}`);
    });
  });
});
