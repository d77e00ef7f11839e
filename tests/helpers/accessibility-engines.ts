import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { axeViolations } from './browser.js';

const require = createRequire(import.meta.url);
const aceSource = readFileSync(require.resolve('accessibility-checker-engine/ace.js'), 'utf8');

/** One failed check: which engine, which rule, on which element, and what it says. */
export type EngineFinding = { engine: string; rule: string; element: string; message: string };

/** The part of an IBM Equal Access result these checks read (the engine's report has more). */
type AceResult = {
  ruleId: string;
  value: [string, string];
  node: Element;
  path: { dom: string };
  message: string;
  snippet: string;
};

/**
 * Runs IBM Equal Access (policy WCAG_2_2) inside the page and keeps its violations: results of a
 * rule of level VIOLATION that FAILed (potential violations and recommendations are left to people).
 * Like axe-core it goes in through the debugging protocol, so the page keeps its own CSP.
 */
export async function ibmViolations(page: Page): Promise<EngineFinding[]> {
  if (!(await page.evaluate(() => 'ace' in window))) await page.evaluate(aceSource);
  const results = await page.evaluate(async () => {
    type Ace = { Checker: new () => { check(doc: Document, policies: string[]): Promise<{ results: AceResult[] }> } };
    const report = await new (window as unknown as { ace: Ace }).ace.Checker().check(document, ['WCAG_2_2']);
    return report.results
      .filter((r) => r.value[0] === 'VIOLATION' && r.value[1] === 'FAIL')
      .map((r) => ({ ruleId: r.ruleId, path: r.path.dom, message: r.message, snippet: r.snippet }));
  });
  return results.map((r) => ({
    engine: 'IBM Equal Access',
    rule: r.ruleId,
    element: `${r.path} ${r.snippet}`,
    message: r.message,
  }));
}

/** axe-core's violations (WCAG 2.x A and AA, and its best practices), one finding per element. */
export async function axeFindings(page: Page): Promise<EngineFinding[]> {
  const violations = await axeViolations(page);
  return violations.flatMap((v) =>
    v.nodes.map((n) => ({ engine: 'axe-core', rule: v.id, element: n.target.join(' '), message: v.help })),
  );
}

/** Both engines' findings on the page as it is now. */
export async function engineFindings(page: Page): Promise<EngineFinding[]> {
  return [...(await axeFindings(page)), ...(await ibmViolations(page))];
}

/** A failure message that names where (route, width, state), each rule and each element. */
export function describeFindings(where: string, findings: EngineFinding[]): string {
  const lines = findings.map((f) => `  ${f.engine} ${f.rule} on ${f.element}: ${f.message}`);
  return `${where}: ${findings.length} violation(s)\n${lines.join('\n')}`;
}
