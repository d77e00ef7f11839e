import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openPage, viewports } from '../helpers/browser.js';
import { defaultLocaleTemplatePages, pagesToAuditInBrowser } from '../helpers/routes.js';
import type { StartedServer } from '../helpers/server-process.js';
import { withServerAndBrowser } from '../helpers/browser-session.js';

let server: StartedServer;
let browser: Browser;
withServerAndBrowser((s, b) => ([server, browser] = [s, b]));

type Snapshot = { boxes: string[]; styles: string[] };
type Differences = { elements: number; boxes: string[]; styles: string[] };

/**
 * Takes the page's snapshot (every element's box and every computed property, its generated ::before and
 * ::after included) and keeps it in the page under `key`, or (`compare`) compares it with the one kept there: only the
 * first differences leave the page. Of an element the browser does not draw (in a closed panel or dialog:
 * display none) only that counts: its computed values cannot show, and some differ unseen (a closed
 * panel's entry animation, whose keyframes only the whole stylesheet carries).
 */
function snapshotInPage({ compare, key }: { compare: boolean; key: number }): Differences {
  const boxes: string[] = [];
  const styles: string[] = [];
  const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${el.className}`;
  const all = (style: CSSStyleDeclaration) => Array.from(style, (prop) => `${prop}:${style.getPropertyValue(prop)}`);
  // An element with display: contents has no box of its own: it is drawn where its parent is.
  const drawnElement = (el: Element): boolean =>
    el.checkVisibility() ||
    (getComputedStyle(el).display === 'contents' && !!el.parentElement && drawnElement(el.parentElement));
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    const r = el.getBoundingClientRect();
    boxes.push(`${describe(el)} ${[r.x, r.y, r.width, r.height].map((n) => n.toFixed(2)).join(',')}`);
    const drawn = drawnElement(el);
    for (const pseudo of [null, '::before', '::after']) {
      const style = drawn ? getComputedStyle(el, pseudo) : null;
      // A ::before or ::after without content is not generated: its other values cannot show.
      const generated = style !== null && (pseudo === null || !['none', 'normal'].includes(style.content));
      styles.push(
        `${describe(el)}${pseudo ?? ''} ${generated ? all(style).join(';') : style ? 'no content' : 'not drawn'}`,
      );
    }
  }
  const kept = ((window as unknown as { __snapshots?: Record<number, Snapshot> }).__snapshots ??= {});
  if (!compare) {
    kept[key] = { boxes, styles };
    return { elements: boxes.length, boxes: [], styles: [] };
  }
  const before = kept[key]!;
  const differing = (a: string[], b: string[]) =>
    a.flatMap((line, i) => (line === b[i] ? [] : [`${line}\n  → ${b[i]}`])).slice(0, 5);
  // Each property that differs, the ones that are not sizes first (a size follows from another change).
  const differingStyles = (a: string[], b: string[]) =>
    a
      .flatMap((line, i) => {
        if (line === b[i]) return [];
        const [element, props] = [line.slice(0, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1).split(';')];
        const others = b[i]!.slice(b[i]!.indexOf(' ') + 1).split(';');
        return props.flatMap((prop, j) => (prop === others[j] ? [] : [`${element} ${prop} → ${others[j]}`]));
      })
      .sort(
        (x, y) =>
          Number(/size|width|height|origin|grid-template/.test(x)) -
          Number(/size|width|height|origin|grid-template/.test(y)),
      )
      .slice(0, 8);
  return {
    elements: boxes.length,
    boxes: differing(before.boxes, boxes),
    styles: differingStyles(before.styles, styles),
  };
}

// Which rules the page carries follows its own markup (a class only some copy brings): every page. Its
// rules for each width (media queries) follow its template: both widths on one page per template, in
// English (another language's page is the same markup with other words), the phone's on the others.
const templatePages = new Set(defaultLocaleTemplatePages);

describe('the rules inside the page', () => {
  // Every computed property of every element, twice, at each width: a long page takes seconds.
  // The page as it first paints (the bootstrap never runs, so the whole stylesheet never comes) against
  // the same page once the whole stylesheet is linked: nothing may differ, or it would move when it came.
  // Without the bootstrap the page is its markup and its rules alone: one load, resized in place.
  it.each(pagesToAuditInBrowser)('%s looks exactly as with the whole stylesheet', async (path) => {
    const widths = templatePages.has(path) ? [viewports.mobile, viewports.desktop] : [viewports.mobile];
    const { page, context } = await openPage(browser, server.url, { viewport: widths[0] });
    await context.route(/\/assets\/entry-client-/, (route) => route.abort());
    await page.goto(server.url + path, { waitUntil: 'load' });
    const inline = await page.evaluate(() => document.getElementById('__APP_CSS__')!.textContent!.length);
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      await page.evaluate(snapshotInPage, { compare: false, key: viewport.width });
    }
    const href = await page.evaluate(async () => {
      const link = Object.assign(document.createElement('link'), {
        rel: 'stylesheet',
        href: document.getElementById('site-script')!.dataset.styles!.split(' ')[0]!,
      });
      await new Promise((resolve, reject) => {
        link.onload = resolve;
        link.onerror = reject;
        document.head.append(link);
      });
      return link.href;
    });
    const whole = await (await fetch(href)).text();
    // The page really carried less than the whole stylesheet, so the comparison means something.
    expect(inline).toBeLessThan(whole.length * 0.8);
    for (const viewport of widths.toReversed()) {
      await page.setViewportSize(viewport);
      const after = await page.evaluate(snapshotInPage, { compare: true, key: viewport.width });
      expect(after.elements).toBeGreaterThan(50);
      expect(after.styles, `${path} at ${viewport.width} px: styles`).toEqual([]);
      expect(after.boxes, `${path} at ${viewport.width} px: boxes`).toEqual([]);
    }
    await context.close();
  });
});
