import type { Page } from 'playwright-core';
import { finishAnimations } from './animations.js';

/** What the focused element looks like: how it is named, and what (if anything) marks it as focused. */
export type FocusState = {
  /** A short description: tag, name and where it sits, for failure messages. */
  element: string;
  /** A stable key for noticing that Tab has come round again. */
  key: string;
  inFrame: boolean;
  focusVisible: boolean;
  /** The outline or ring drawn around it (or around the card it stretches over), if any. */
  indicator: { kind: 'outline' | 'ring'; width: number; color: string } | null;
  /** The colour the indicator is seen against (the nearest opaque background behind it). */
  behind: string;
  /** Contrast ratio of the indicator against `behind`, 1 to 21. */
  contrast: number;
};

/**
 * Reads the focused element's focus indicator: an outline at least 2 px wide, or a ring (a box
 * shadow without blur, at least 2 px spread) on it or on an ancestor it lights up with
 * :focus-within; and its contrast against the background behind it.
 */
export async function activeFocusState(page: Page): Promise<FocusState | null> {
  // Colours and rings ease in (transition-colors, transition-shadow): read them as they end.
  await finishAnimations(page);
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || !(el instanceof HTMLElement)) return null;
    const parse = (color: string): [number, number, number, number] => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.fillStyle = '#000';
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b] = canvas.getImageData(0, 0, 1, 1).data;
      const alpha = Number(color.match(/rgba?\([^)]*,\s*([\d.]+)\)$/)?.[1] ?? (color === 'transparent' ? 0 : 1));
      return [r!, g!, b!, alpha];
    };
    const luminance = ([r, g, b]: number[]) =>
      [r!, g!, b!]
        .map((v) => v / 255)
        .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
    const contrastOf = (a: string, b: string) => {
      const [la, lb] = [luminance(parse(a)), luminance(parse(b))];
      return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    };
    const opaqueBackground = (start: Element | null) => {
      for (let e = start; e; e = e.parentElement) {
        const bg = getComputedStyle(e).backgroundColor;
        if (parse(bg)[3] >= 0.99) return bg;
      }
      return getComputedStyle(document.documentElement).backgroundColor === 'rgba(0, 0, 0, 0)'
        ? 'rgb(255, 255, 255)'
        : getComputedStyle(document.documentElement).backgroundColor;
    };
    const ringOf = (e: Element) => {
      // e.g. "rgb(194, 65, 12) 0px 0px 0px 2px": no offset, no blur, a spread.
      for (const shadow of getComputedStyle(e).boxShadow.split(/,(?![^(]*\))/)) {
        const match = shadow.trim().match(/^(.*\))\s+0px 0px 0px ([\d.]+)px/);
        if (match && Number(match[2]) >= 2 && parse(match[1]!)[3] > 0)
          return { kind: 'ring' as const, width: Number(match[2]), color: match[1]! };
      }
      return null;
    };
    const outlineOf = (e: Element) => {
      const style = getComputedStyle(e);
      const width = parseFloat(style.outlineWidth);
      return style.outlineStyle !== 'none' && width >= 2
        ? { kind: 'outline' as const, width, color: style.outlineColor }
        : null;
    };
    // On the control itself, or on the card it stretches over (lit up while it holds focus).
    let indicator: FocusState['indicator'] = null;
    let drawnOn: Element = el;
    for (let e: Element | null = el, depth = 0; e && depth < 4 && !indicator; e = e.parentElement, depth++) {
      if (e === el || e.matches(':has(:focus-visible)')) {
        indicator = outlineOf(e) ?? ringOf(e);
        drawnOn = e;
      }
    }
    const inset = indicator?.kind === 'outline' && parseFloat(getComputedStyle(drawnOn).outlineOffset) < 0;
    const behind = opaqueBackground(inset ? drawnOn : drawnOn.parentElement);
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const landmark =
      el.closest('header, nav, main, footer, [role="dialog"], dialog, section')?.tagName.toLowerCase() ?? 'page';
    const index = [...document.querySelectorAll(el.tagName)].indexOf(el);
    return {
      element: `<${el.tagName.toLowerCase()}> "${name}" in ${landmark}`,
      key: `${el.tagName}#${index}`,
      inFrame: el.tagName === 'IFRAME',
      focusVisible: el.matches(':focus-visible'),
      indicator,
      behind,
      contrast: indicator ? Math.round(contrastOf(indicator.color, behind) * 100) / 100 : 1,
    };
  });
}

/**
 * Tabs through the whole page from its start, reading each focused control's indicator, until
 * focus comes round again (or leaves the page).
 */
export async function tabThrough(page: Page, limit = 400): Promise<FocusState[]> {
  const seen: FocusState[] = [];
  const keys = new Set<string>();
  let unfocused = 0;
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const state = await activeFocusState(page);
    // Nothing focused in the page's own document: focus is in a frame from another origin (the document
    // still has focus; on a loaded machine it can stay there for several presses), or past the last control,
    // out of the page. Only when that lasts has focus left the page.
    if (!state) {
      if (!(await page.evaluate(() => document.hasFocus())) && ++unfocused > 2) break;
      continue;
    }
    unfocused = 0;
    // Tab goes through a loaded frame's own controls while the frame stays the page's focused element.
    if (state.inFrame && state.key === seen.at(-1)?.key) continue;
    if (keys.has(state.key)) break;
    keys.add(state.key);
    seen.push(state);
  }
  return seen;
}

/** Why a focused control's indicator falls short (WCAG 2.4.7 and 1.4.11), or null when it does not. */
export function indicatorProblem(state: FocusState): string | null {
  if (state.inFrame) return null;
  if (!state.focusVisible) return 'does not match :focus-visible';
  if (!state.indicator) return 'no outline or ring of 2 px or more';
  if (state.contrast < 3)
    return `${state.indicator.kind} ${state.indicator.color} has ${state.contrast}:1 against ${state.behind} (needs 3:1)`;
  return null;
}

/**
 * Marks (data-shape-from-fill) the visible buttons, dialogs and menu panels whose shape comes from
 * a fill or a shadow (a filled button, a ringed icon button), read in normal colours: forced colours
 * drop both. (A link's text or icon stays, in the link colour, so links are not asked for edges.)
 */
export function markFilledControls(page: Page, scope = 'body'): Promise<number> {
  return page.evaluate((selector) => {
    const filled = (e: Element) => {
      const style = getComputedStyle(e);
      const parentBg = e.parentElement ? getComputedStyle(e.parentElement).backgroundColor : '';
      const fill = style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== parentBg;
      return fill || style.boxShadow !== 'none';
    };
    let count = 0;
    // The Services panel's own list, wherever it sits in the panel (not its submenus' lists).
    for (const control of document
      .querySelector(selector)
      ?.querySelectorAll('button, [role="dialog"], dialog, #services-menu ul:not(#services-menu ul ul)') ?? []) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || !filled(control) || parseFloat(getComputedStyle(control).borderTopWidth) > 0) continue;
      control.setAttribute('data-shape-from-fill', '');
      count += 1;
    }
    return count;
  }, scope);
}

/** The marked controls that show no edge (border or outline) now: in forced colours, invisible shapes. */
export function edgelessControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-shape-from-fill]')]
      .filter((e) => {
        const style = getComputedStyle(e);
        const border = style.borderStyle !== 'none' && parseFloat(style.borderTopWidth) > 0;
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        return !border && !outline;
      })
      .map(
        (e) =>
          `<${e.tagName.toLowerCase()}> "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`,
      ),
  );
}
