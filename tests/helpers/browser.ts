import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// This machine's network is closed: without the background-networking flags Chromium keeps trying to reach out.
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
}

export const viewports = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

export type PageProblems = {
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: string[];
  externalRequests: string[];
};

/**
 * A page that records console errors, uncaught errors, CSP violations and every request to another
 * origin (those are answered locally with an empty page, so tests never leave the machine).
 */
export async function openPage(browser: Browser, baseUrl: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: viewports.desktop, ...options });
  const page = await context.newPage();
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], cspViolations: [], externalRequests: [] };
  const origin = new URL(baseUrl).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      problems.externalRequests.push(route.request().url());
      if (route.request().resourceType() === 'script') {
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* third-party stand-in */' });
      }
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stand-in</title>' });
    },
  );
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.consoleErrors.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.pageErrors.push(String(err)));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const collect = async () => {
    const csp = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => []);
    problems.cspViolations.push(...csp);
    return problems;
  };
  return { page, context, problems, collect };
}

/** Waits until React has hydrated the page (the root layout marks <html> once mounted). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Brings a part that hydrates late (client/routing/deferred.tsx) on screen and points at it, as a
 * visitor about to use it would, and waits until it is live. `anchorId` is the id of an element inside it.
 */
export async function hydrateDeferred(page: Page, anchorId: string) {
  await page.locator(`#${anchorId}`).scrollIntoViewIfNeeded();
  await page.locator(`#${anchorId}`).hover();
  await waitForDeferred(page, anchorId);
}

/** Waits until the late-hydrating part around `anchorId` is live, however it was brought to life. */
export async function waitForDeferred(page: Page, anchorId: string) {
  await page.waitForFunction((id) => {
    const anchor = document.getElementById(id);
    return (anchor?.closest('section') ?? anchor)?.getAttribute('data-hydrated') === 'true';
  }, anchorId);
}

export type AxeViolation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };

/** Runs axe-core inside the page (through the debugging protocol, so the page's CSP does not block it). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
}
