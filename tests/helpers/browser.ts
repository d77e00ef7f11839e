import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_PATH, chromiumArgs } from '../../tools/chromium.js';
import { browserCallLog } from './browser-call-log.js';
import { recordViewTransitions } from './pointer.js';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Chromium for the tests. With `backForwardCache`, Playwright's own switch that turns the cache off is left out,
 * so Back restores a page as a visitor's browser would.
 */
export function launchBrowser({ backForwardCache = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs,
    logger: browserCallLog,
    ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
  });
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
  // Every wait ends on an event, however slow the machine (tests/helpers/patience.ts).
  context.setDefaultTimeout(0);
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
  page.on('pageerror', (err) => {
    // Chromium skips a cross-document view transition when the new page was revealed first (a loaded machine)
    // and reports the skip as a rejection of its own, before any script of the page can listen for it.
    if (err.name === 'InvalidStateError' && err.message.startsWith('Transition was aborted')) return;
    problems.pageErrors.push(String(err));
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  await page.addInitScript(recordViewTransitions);
  const collect = async () => {
    const csp = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => []);
    problems.cspViolations.push(...csp);
    return problems;
  };
  return { page, context, problems, collect };
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
