import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, viewports, waitForHydration } from '../helpers/browser.js';
import { withServerAndBrowser } from '../helpers/browser-session.js';
import { indicatorProblem, tabThrough } from '../helpers/focus-indicator.js';
import type { StartedServer } from '../helpers/server-process.js';
import { pagesToAudit } from '../helpers/routes.js';

// Focus stays visible on every control, on light and dark backgrounds, in normal and in forced
// colours (Windows contrast themes); and in forced colours controls, the dialog and the menus keep
// their edges when their backgrounds and shadows are gone.
let server: StartedServer;
let browser: Browser;
withServerAndBrowser((s, b) => ([server, browser] = [s, b]));

type Colours = 'normal' | 'forced';
const widths = [viewports.desktop, viewports.mobile];

async function onPage(path: string, check: (page: Page) => Promise<void>) {
  const { page, context } = await openPage(browser, server.url, { viewport: viewports.desktop, reducedMotion: 'reduce' });
  try {
    page.setDefaultTimeout(15_000);
    await check(page);
  } finally {
    await context.close();
  }
}

async function load(page: Page, path: string) {
  await page.goto(server.url + path);
  await waitForHydration(page);
}

describe('focus is visible on every control reached by Tab', { timeout: 120_000 }, () => {
  for (const path of pagesToAudit) {
    it(`on ${path} at 1366 and 390 px, in normal and forced colours`, async () => {
      await onPage(path, async (page) => {
        const problems: string[] = [];
        for (const colours of ['normal', 'forced'] as Colours[]) {
          await page.emulateMedia({ forcedColors: colours === 'forced' ? 'active' : 'none' });
          for (const viewport of widths) {
            await page.setViewportSize(viewport);
            await load(page, path);
            const focused = await tabThrough(page);
            // A page has at least its skip link, header and footer controls.
            expect(focused.length, `${path} at ${viewport.width} px (${colours} colours): controls reached by Tab`).toBeGreaterThan(10);
            for (const state of focused) {
              const problem = indicatorProblem(state);
              if (problem) problems.push(`${path} at ${viewport.width} px (${colours} colours): ${state.element}: ${problem}`);
            }
          }
        }
        expect(problems, problems.join('\n')).toEqual([]);
      });
    });
  }
});
