import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_PATH, chromiumArgs } from '../../tools/chromium.js';
import { finishAnimations } from './animations.js';
import { browserCallLog } from './browser-call-log.js';

/** The widths WCAG's reflow criterion and common phones, tablets and desktops give. */
export const reflowWidths = [320, 360, 390, 414, 640, 768, 1024, 1280, 1366, 1920] as const;

/**
 * A browser whose default font size is set in its profile, as a visitor's "text size" setting does.
 * Unlike a CSS override, this moves the rem-based media queries too. Each call gets a fresh profile.
 */
export async function launchWithDefaultFontSize(
  fontSizePx: number,
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'clinic-profile-'));
  mkdirSync(path.join(profile, 'Default'));
  writeFileSync(
    path.join(profile, 'Default', 'Preferences'),
    JSON.stringify({ webkit: { webprefs: { default_font_size: fontSizePx } } }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs,
    logger: browserCallLog,
    viewport: { width: 390, height: 844 },
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Lets layout settle after a resize or a stylesheet change: two frames. */
export async function settle(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Scrolls to the top and puts the Tab order back at the page's start, whatever was focused before, so
 * the next Tab reaches the first control (`end`: to the bottom and the page's end, so the next Shift+Tab
 * reaches the last). A blur alone would leave Tab going on from the blurred control.
 */
export async function restartTabOrder(page: Page, at: 'start' | 'end' = 'start') {
  await page.evaluate((atEnd) => {
    window.scrollTo(0, atEnd ? document.documentElement.scrollHeight : 0);
    const marker = document.createElement('span');
    marker.tabIndex = -1;
    if (atEnd) document.body.append(marker);
    else document.body.prepend(marker);
    marker.focus({ preventScroll: true });
    marker.remove();
  }, at === 'end');
}

/**
 * What a visitor cannot reach at this width: the page scrolls sideways, or a link, button, field, frame
 * or word sticks out of the viewport or out of a box that clips it. Parts hidden on purpose (aria-hidden
 * copies, the decorative hero video, closed menus) are not shown, and the slides of a slider are
 * scrolled out of view by design: `currentSlideProblems` checks the ones on show.
 */
export function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewportWidth = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > viewportWidth)
      problems.push(`the page is ${scrollWidth} px wide in a ${viewportWidth} px viewport`);
    const describe = (el: Element) => {
      const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${label}"`;
    };
    // The part of the viewport an element's ancestors let show: each ancestor that clips (not visible
    // overflow, not fixed) narrows it. Kept per ancestor, as every element and word below shares it.
    const spans = new Map<Element, [number, number]>();
    const visibleSpan = (el: Element): [number, number] => {
      const p = el.parentElement;
      if (!p || p === document.body) return [0, viewportWidth];
      let span = spans.get(p);
      if (span) return span;
      const [left, right] = visibleSpan(p);
      const style = getComputedStyle(p);
      if (style.overflowX === 'visible' || style.position === 'fixed') span = [left, right];
      else {
        const box = p.getBoundingClientRect();
        span = [Math.max(left, box.left), Math.min(right, box.right)];
      }
      spans.set(p, span);
      return span;
    };
    for (const el of document.querySelectorAll(
      'a[href], button, input, select, textarea, iframe, summary, [tabindex]',
    )) {
      // The hero's background video is cropped to cover the hero on purpose, like a background image.
      if (el.closest('[aria-hidden="true"], [inert], [data-hero-video], [data-slide]')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      const [left, right] = visibleSpan(el);
      if (box.left < left - 1 || box.right > right + 1) {
        problems.push(
          `${describe(el)} spans ${Math.round(box.left)}..${Math.round(box.right)} px, visible ${Math.round(left)}..${Math.round(right)} px`,
        );
      }
    }
    // Words cut off: a run of text reaching past the viewport or past a box that clips it.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.textContent!.trim() === '' ||
        node.parentElement!.closest('[aria-hidden="true"], [inert], script, style, .sr-only, [data-slide]')
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (getComputedStyle(parent).visibility === 'hidden') continue;
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const [left, right] = visibleSpan(parent);
      if (right <= left) continue;
      if (box.left < left - 1 || box.right > right + 1) {
        problems.push(
          `text "${node.textContent!.trim().slice(0, 40)}" spans ${Math.round(box.left)}..${Math.round(box.right)} px, visible ${Math.round(left)}..${Math.round(right)} px`,
        );
      }
    }
    return problems;
  });
}

/**
 * The sliders on show: the current review whole inside its row, and every photo the carousel shows
 * whole (the carousel never shows part of a photo). Empty on pages without them.
 */
export function currentSlideProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const inside = (el: Element, frame: Element) => {
      const a = el.getBoundingClientRect();
      const b = frame.getBoundingClientRect();
      return a.left >= b.left - 1 && a.right <= b.right + 1 && a.right <= window.innerWidth + 1 && a.left >= -1;
    };
    const reviews = document.querySelector('[data-testimonial-index]');
    if (reviews) {
      const current = reviews.children[Number(reviews.getAttribute('data-testimonial-index'))];
      if (current && !inside(current, reviews))
        problems.push(`the current review "${current.querySelector('figcaption span')?.textContent}" is cut off`);
    }
    const track = document.querySelector('[data-carousel-track]');
    const frame = track?.parentElement;
    if (track && frame) {
      const shown = [...track.children].filter((slide) => {
        const a = slide.getBoundingClientRect();
        const b = frame.getBoundingClientRect();
        return a.right > b.left + 1 && a.left < b.right - 1;
      });
      for (const slide of shown)
        if (!inside(slide, frame))
          problems.push(`the photo slide "${slide.getAttribute('aria-label') ?? 'copy'}" is cut off`);
    }
    return problems;
  });
}

/** WCAG's text-spacing overrides, as a visitor's stylesheet or bookmarklet applies them. */
export const textSpacingCss = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * Text that no longer fits its box: a box that clips its content while the content is larger (cut
 * off), or a box of fixed height whose text runs out of it (overlapping what follows).
 */
export function clippedTextProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const hasOwnText = (el: Element) =>
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
    for (const el of document.querySelectorAll('body *')) {
      if (!(el instanceof HTMLElement) || el.closest('[aria-hidden="true"], [inert], script, style, noscript'))
        continue;
      if (!hasOwnText(el) && !el.querySelector(':scope > span, :scope > a, :scope > strong')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.display === 'inline' || el.clientHeight === 0) continue;
      // Screen-reader-only text is clipped to one pixel on purpose.
      if (el.clientWidth <= 1 && el.clientHeight <= 1) continue;
      const overflowsY = el.scrollHeight > el.clientHeight + 1;
      const overflowsX = el.scrollWidth > el.clientWidth + 1;
      if (!overflowsY && !overflowsX) continue;
      const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
      const fixedHeight =
        overflowsY && style.overflowY === 'visible' && el.style.height === '' && /^\d/.test(style.maxHeight);
      if (clips || overflowsX || fixedHeight) {
        const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        problems.push(
          `<${el.tagName.toLowerCase()}> "${text}" needs ${el.scrollWidth}×${el.scrollHeight} px in a ${el.clientWidth}×${el.clientHeight} px box`,
        );
      }
    }
    return problems;
  });
}

/**
 * Targets smaller than 24×24 CSS px whose 24 px circle (centred on the target) reaches another
 * target: the failures of WCAG 2.5.8. Links inside a sentence are exempt, as the criterion allows.
 */
export function smallTargetProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"]';
    const targets = [...document.querySelectorAll(selector)].filter((el) => {
      if (el.closest('[aria-hidden="true"], [inert]')) return false;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    });
    const inSentence = (el: Element) =>
      getComputedStyle(el).display === 'inline' &&
      [...(el.parentElement?.childNodes ?? [])].some(
        (n) => n !== el && n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '',
      );
    const boxes = targets.map((el) => ({ el, box: el.getBoundingClientRect() }));
    const problems: string[] = [];
    for (const { el, box } of boxes) {
      if (box.width >= 24 && box.height >= 24) continue;
      if (inSentence(el)) continue;
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      const crowded = boxes.some(({ el: other, box: o }) => {
        if (other === el || other.contains(el) || el.contains(other)) return false;
        // Distance from the circle's centre to the other target's box.
        const dx = Math.max(o.left - cx, 0, cx - o.right);
        const dy = Math.max(o.top - cy, 0, cy - o.bottom);
        if (Math.hypot(dx, dy) < 12) return true;
        // Two undersized targets: their circles must not meet either.
        if (o.width >= 24 && o.height >= 24) return false;
        return Math.hypot(cx - (o.left + o.width / 2), cy - (o.top + o.height / 2)) < 24;
      });
      if (crowded) {
        const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        problems.push(
          `<${el.tagName.toLowerCase()}> "${label}" is ${Math.round(box.width)}×${Math.round(box.height)} px with another target within its 24 px circle`,
        );
      }
    }
    return problems;
  });
}

/**
 * Presses Tab through the whole page, then Shift+Tab back from its end, and reports every focused
 * control that something else covers (the sticky header, a banner): the point at its centre must
 * belong to it. Forward, a control comes in at the bottom edge; backward, at the top, under the header.
 * At most `limit` presses each way.
 */
export async function obscuredFocusProblems(page: Page, limit = 200): Promise<string[]> {
  const problems: string[] = [];
  await restartTabOrder(page);
  problems.push(...(await walkForHiddenFocus(page, 'Tab', limit)));
  await restartTabOrder(page, 'end');
  problems.push(...(await walkForHiddenFocus(page, 'Shift+Tab', limit)));
  return [...new Set(problems)];
}

async function walkForHiddenFocus(page: Page, key: 'Tab' | 'Shift+Tab', limit: number): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(key);
    // Judge where things come to rest (the skip link slides in), not a frame of the transition.
    await finishAnimations(page);
    const state = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return { done: true, key: '', problem: '' };
      const box = el.getBoundingClientRect();
      const key = `${el.tagName}|${el.id}|${el.getAttribute('href') ?? ''}|${(el.textContent ?? '').trim().slice(0, 30)}|${Math.round(box.top + window.scrollY)}`;
      const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(box.top + Math.min(box.height, 8) / 2, 0), window.innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      const covered = box.height > 0 && hit !== null && hit !== el && !el.contains(hit) && !hit.contains(el);
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const problem = covered
        ? `<${el.tagName.toLowerCase()}> "${name}" is under <${hit.tagName.toLowerCase()}${hit.closest('header') ? '> in the header' : '>'}`
        : '';
      return { done: false, key, problem };
    });
    if (state.done || seen.has(state.key)) break;
    seen.add(state.key);
    if (state.problem) problems.push(state.problem);
  }
  return problems;
}
