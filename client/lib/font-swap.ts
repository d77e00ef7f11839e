/**
 * The web fonts replace the metric-matched fallbacks once the page has loaded. The fallbacks match each
 * face's average widths, not every word's, so now and then a line breaks elsewhere with the web font and
 * what follows it moves: a layout shift under the visitor's eyes. The swap is therefore tried first: the
 * layout with the web fonts is computed, compared with the one on screen, and undone within the same task
 * when anything in view would move. A node that moves and moves back before the next frame paints has
 * not shifted, so the visitor sees either nothing or the fonts; held-back fonts apply with the next page
 * (components/layout/DeferredFonts), drawn afresh anyway.
 */

/** User Timing marks of the outcome, for DevTools, real-user monitoring and tests. */
export const fontSwapMarks = { swapped: 'fonts-swapped', deferred: 'fonts-deferred' } as const;

/**
 * Moves smaller than this count as none: Chromium, which measures layout shifts, ignores moves under 3 CSS
 * pixels (a glyph's width of difference in a centred line); half a pixel less, for rounding.
 */
const MOVE_TOLERANCE_PX = 2.5;
/** Nodes this far below the viewport are not measured: no font moves text that far. */
const BELOW_VIEW_MARGIN_PX = 400;

/** Where a node starts on screen: an element's first box or a text node's first line. */
export type Box = Pick<DOMRect, 'x' | 'y' | 'bottom'> | undefined;

/** Elements and text nodes under `parent` that start above `limit` (a page flows downwards), in order. */
function collectNodes(parent: Node, limit: number, nodes: Node[] = []) {
  for (const child of parent.childNodes) {
    if (child instanceof Element) {
      if (child.getBoundingClientRect().top > limit) continue;
      nodes.push(child);
      collectNodes(child, limit, nodes);
    } else if (child instanceof Text && child.data.trim()) nodes.push(child);
  }
  return nodes;
}

// Vertically: nothing on these pages lies beside the viewport (none scrolls sideways).
const inView = (box: Box, height: number) => !!box && box.bottom > 0 && box.y < height;

/** Whether any node shown in the viewport, before or after, starts somewhere else. */
export function anyVisibleMove(before: Box[], after: Box[], height: number) {
  return before.some((was, i) => {
    const now = after[i];
    if (!inView(was, height) && !inView(now, height)) return false;
    return !was || !now || Math.abs(was.x - now.x) >= MOVE_TOLERANCE_PX || Math.abs(was.y - now.y) >= MOVE_TOLERANCE_PX;
  });
}

/**
 * Applies the fonts' stylesheet (lifts its `media`) unless that moves something in view, in which case
 * the stylesheet is put back before anything paints. Returns whether the fonts now apply.
 */
export function swapFontsUnlessTextMoves(fontsStyle: Element): boolean {
  const height = window.innerHeight;
  const range = document.createRange();
  const nodes = collectNodes(document.body, height + BELOW_VIEW_MARGIN_PX);
  const boxes = () =>
    nodes.map((node): Box => {
      if (node instanceof Element) return node.getClientRects()[0];
      range.selectNodeContents(node);
      return range.getClientRects()[0];
    });
  const before = boxes();
  const media = fontsStyle.getAttribute('media');
  fontsStyle.removeAttribute('media');
  if (media === null || !anyVisibleMove(before, boxes(), height)) return true;
  fontsStyle.setAttribute('media', media);
  return false;
}
