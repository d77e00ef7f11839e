import { describe, expect, it } from 'vitest';
import { forms } from '../helpers/form-values.js';
import type { Browser, Page } from 'playwright-core';
import { openPage, viewports } from '../helpers/browser.js';
import { hydrateIslands, waitForHydration } from '../helpers/hydration.js';
import { withServerAndBrowser } from '../helpers/browser-session.js';
import { describeFindings, engineFindings } from '../helpers/accessibility-engines.js';
import type { StartedServer } from '../helpers/server-process.js';
import { defaultLocaleTemplatePages, pagesToAuditInBrowser } from '../helpers/routes.js';

// axe-core and IBM Equal Access on every kind of page, at a phone's and a laptop's width, and with
// the menus, the booking dialog and the forms' errors shown.
let server: StartedServer;
let browser: Browser;
withServerAndBrowser((s, b) => ([server, browser] = [s, b]));

type Viewport = { width: number; height: number };

/** Runs `check` on `path` opened at `viewport`, hydrated, with its late parts live; closes it after. */
async function onPage(path: string, viewport: Viewport, check: (page: Page) => Promise<void>) {
  const { page, context } = await openPage(browser, server.url, { viewport });
  try {
    await page.goto(server.url + path);
    await waitForHydration(page);
    await hydrateIslands(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await check(page);
  } finally {
    await context.close();
  }
}

/** Waits for entrance animations (menus, dialog) to end, so colours are judged as they end up. */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );

async function expectNoViolations(page: Page, where: string) {
  await settled(page);
  const findings = await engineFindings(page);
  expect(findings, describeFindings(where, findings)).toEqual([]);
}

async function atBothWidths(page: Page, where: string) {
  await page.setViewportSize(viewports.desktop);
  await expectNoViolations(page, `${where} at ${viewports.desktop.width} px`);
  await page.setViewportSize(viewports.mobile);
  await expectNoViolations(page, `${where} at ${viewports.mobile.width} px`);
}

// What changes with the width (the header's menus, what is hidden or shown) belongs to the layout and
// the page's template: both widths on one page per template, in English (another language's page is the
// same markup with other words). A page's own markup and copy (headings, names, links, colours under its
// text, its language) are the same at any width: one width on the other pages, the phone's, where its
// text wraps most.
const templatePages = new Set(defaultLocaleTemplatePages);

// The engines take seconds on a long page, twice per test.
describe('axe-core and IBM Equal Access report no violation', () => {
  for (const path of pagesToAuditInBrowser) {
    if (templatePages.has(path)) {
      it(`on ${path} at 1366 and 390 px`, async () => {
        await onPage(path, viewports.desktop, (page) => atBothWidths(page, path));
      });
    } else {
      it(`on ${path} at 390 px`, async () => {
        await onPage(path, viewports.mobile, (page) => expectNoViolations(page, `${path} at 390 px`));
      });
    }
  }

  it('with the mobile menu open (390 px)', async () => {
    await onPage('/services/knee', viewports.mobile, async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      await expectNoViolations(page, '/services/knee at 390 px, mobile menu open');
    });
  });

  it('with the Services dropdown and a submenu open (1366 px)', async () => {
    await onPage('/services/knee', viewports.desktop, async (page) => {
      const panel = page.locator('#services-menu');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).focus();
      await page.keyboard.press('Enter');
      await panel.getByRole('link', { name: 'All Services' }).waitFor();
      await expectNoViolations(page, '/services/knee at 1366 px, Services dropdown open');
      await panel.getByRole('button', { name: 'Lower Extension' }).click();
      await page.getByRole('list', { name: 'Lower Extension' }).waitFor();
      await expectNoViolations(page, '/services/knee at 1366 px, Services dropdown and Lower Extension open');
    });
  });

  it('with the booking dialog open', async () => {
    await onPage('/', viewports.desktop, async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Schedule Now' }).click();
      await page
        .getByRole('dialog', { name: 'Schedule Your Appointment' })
        .getByText('Loading the booking calendar…')
        .waitFor({ state: 'hidden' });
      await atBothWidths(page, '/ with the booking dialog open');
    });
  });

  it('with the home form’s errors shown', async () => {
    await onPage('/', viewports.desktop, async (page) => {
      // A link to the form (it works before the page is live), no longer a button.
      await page.getByRole('link', { name: 'Send Us a Message' }).click();
      await page.getByRole('form', { name: forms.home.name }).getByRole('button', { name: 'Send Message' }).click();
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
      await atBothWidths(page, '/ with the form’s errors shown');
    });
  });

  it('with the contact page form’s errors shown', async () => {
    await onPage('/contact', viewports.desktop, async (page) => {
      await page
        .getByRole('form', { name: forms['contact-page'].name })
        .getByRole('button', { name: 'Send Message' })
        .click();
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
      await atBothWidths(page, '/contact with the form’s errors shown');
    });
  });
});
