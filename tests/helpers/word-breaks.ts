/** A word the page shows split over two or more lines at a place that is no break in the word. */
export type MidWordBreak = {
  /** The word, as the page's text has it. */
  word: string;
  /** Its pieces, one per line. */
  lines: string[];
  /** Where: the element holding it and the box its line belongs to. */
  element: string;
};

/**
 * Every word on show that a line break cuts where the word has no break of its own. Run in the page
 * (self-contained, as `page.evaluate` and the engines' `evaluate` need it).
 *
 * A word is a run of characters without white space across the text of one box, inline elements
 * included ("link." is one word). Each character's place tells on which line it sits; a change of line
 * inside a word is allowed only after a hyphen, a dash, a slash or a soft hyphen, at a <wbr>, next to
 * "@", "/" or "." in an address (e-mail, web), or where the browser hyphenates (`hyphens: auto`) and a
 * box of the same font and language, too narrow for any word, also breaks the word there: a box that
 * only lets the word split anywhere does not.
 */
export function midWordBreaks(view: Window = window): MidWordBreak[] {
  const doc = view.document;
  const styleOf = (el: Element) => view.getComputedStyle(el);
  type Item = { node: Text; start: number; end: number; ch: string; wbrBefore: boolean };
  const found: MidWordBreak[] = [];
  const range = doc.createRange();
  const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined) : null;
  const graphemes = (text: string): { segment: string; index: number }[] =>
    segmenter
      ? [...segmenter.segment(text)]
      : [...text].map((segment, i, all) => ({ segment, index: all.slice(0, i).join('').length }));

  const rectOf = (node: Text, start: number, end: number) => {
    range.setStart(node, start);
    range.setEnd(node, end);
    // WebKit adds an empty box at the end of the line before for a character that starts a line.
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    return rects.at(-1) ?? null;
  };
  // Two characters share a line when their boxes overlap over at least half the smaller one's height.
  const sameLine = (a: DOMRect, b: DOMRect) =>
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) >= Math.min(a.height, b.height) / 2;

  const isInline = (el: Element) => ['inline', 'contents'].includes(styleOf(el).display);
  /** The box whose lines the element's text runs in: its nearest ancestor that is no inline element. */
  const lineBox = (el: Element) => {
    let box: Element = el;
    while (box.parentElement && isInline(box)) box = box.parentElement;
    return box;
  };
  const describe = (el: Element) => {
    const classes = [...el.classList].slice(0, 3).join('.');
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes ? `.${classes}` : ''}>`;
  };

  // The break points a browser's hyphenation finds in a word, per language and font: the word alone
  // in a box no wider than a letter, where nothing else may break it.
  const hyphenationCache = new Map<string, Set<number>>();
  const hyphenationPoints = (word: string, el: Element) => {
    const style = styleOf(el);
    const lang = el.closest('[lang]')?.getAttribute('lang') ?? '';
    const font = [style.fontStyle, style.fontWeight, style.fontSize, style.fontFamily, style.fontStretch].join(' ');
    const key = `${lang}|${font}|${style.textTransform}|${style.letterSpacing}|${word}`;
    let points = hyphenationCache.get(key);
    if (points) return points;
    points = new Set<number>();
    const probe = doc.createElement('div');
    probe.lang = lang;
    Object.assign(probe.style, {
      position: 'absolute',
      left: '0',
      top: '0',
      visibility: 'hidden',
      width: '1px',
      hyphens: 'auto',
      overflowWrap: 'normal',
      wordBreak: 'normal',
      whiteSpace: 'normal',
      fontStyle: style.fontStyle,
      fontWeight: style.fontWeight,
      fontSize: style.fontSize,
      fontFamily: style.fontFamily,
      fontStretch: style.fontStretch,
      textTransform: style.textTransform,
      letterSpacing: style.letterSpacing,
    });
    probe.textContent = word;
    doc.body.append(probe);
    const text = probe.firstChild as Text;
    let previous: DOMRect | null = null;
    for (const { segment, index } of graphemes(word)) {
      const rect = rectOf(text, index, index + segment.length);
      if (!rect) continue;
      if (previous && !sameLine(previous, rect)) points.add(index);
      previous = rect;
    }
    probe.remove();
    hyphenationCache.set(key, points);
    return points;
  };

  const breaksAfter = /[-\u00AD\u2010\u2011\u2012\u2013\u2014/]/;
  const looksLikeAddress = (word: string) => /@|:\/\/|^www\./.test(word);

  const check = (items: Item[]) => {
    if (items.length < 2) return;
    // Most words sit on one line: their first and last characters tell, without measuring the rest.
    const [head, tail] = [items[0]!, items.at(-1)!];
    const firstRect = rectOf(head.node, head.start, head.end);
    const lastRect = rectOf(tail.node, tail.start, tail.end);
    if (firstRect && lastRect && sameLine(firstRect, lastRect)) return;
    const word = items.map((item) => item.ch).join('');
    const rects = items.map((item) => rectOf(item.node, item.start, item.end));
    const shown = rects.flatMap((rect, i) => (rect ? [i] : []));
    if (shown.length < 2 || sameLine(rects[shown[0]!]!, rects[shown.at(-1)!]!)) return;
    const offsets: number[] = [];
    let offset = 0;
    for (const item of items) {
      offsets.push(offset);
      offset += item.ch.length;
    }
    const element = items[0]!.node.parentElement!;
    const address = looksLikeAddress(word);
    const cuts: number[] = [];
    for (let k = 1; k < shown.length; k++) {
      const [before, after] = [shown[k - 1]!, shown[k]!];
      if (sameLine(rects[before]!, rects[after]!)) continue;
      const between = items.slice(before, after + 1);
      const last = items[after - 1]!.ch;
      const allowed =
        between.slice(1).some((item) => item.wbrBefore) ||
        breaksAfter.test(last) ||
        items[after]!.ch === '\u2014' ||
        (address && (/[@./]/.test(last) || items[after]!.ch === '.')) ||
        (styleOf(items[after]!.node.parentElement!).hyphens === 'auto' &&
          hyphenationPoints(word, items[after]!.node.parentElement!).has(offsets[after]!));
      if (!allowed) cuts.push(after);
    }
    if (!cuts.length) return;
    const lines = [0, ...cuts].map((from, i) =>
      items
        .slice(from, [...cuts, items.length][i])
        .map((item) => item.ch)
        .join(''),
    );
    const box = lineBox(element);
    const context = (box.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
    found.push({
      word,
      lines,
      element: `${describe(element)}${box === element ? '' : ` in ${describe(box)}`} "${context}"`,
    });
  };

  const skipped = 'script, style, noscript, template, textarea, select, svg, iframe, video, canvas, img';
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.nodeType === Node.ELEMENT_NODE &&
      ((node as Element).matches(skipped) || styleOf(node as Element).display === 'none')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  let items: Item[] = [];
  let box: Element | null = null;
  let wbr = false;
  const flush = () => {
    check(items);
    items = [];
    wbr = false;
  };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.ELEMENT_NODE) {
      const el = node as Element;
      if (el.tagName === 'WBR') wbr = true;
      // A box of its own (block, flex, inline-block, a line break) ends the word before it.
      else if (el.tagName === 'BR' || !isInline(el)) flush();
      continue;
    }
    const text = node as Text;
    const parent = text.parentElement!;
    const textBox = lineBox(parent);
    if (textBox !== box) {
      flush();
      box = textBox;
    }
    // Text no one sees: hidden, or placed where the page cannot be scrolled to (a form's trap for robots).
    range.selectNodeContents(text);
    const place = range.getBoundingClientRect();
    if (
      styleOf(parent).visibility !== 'visible' ||
      place.right + view.scrollX <= 0 ||
      place.bottom + view.scrollY <= 0 ||
      place.left + view.scrollX >= doc.documentElement.scrollWidth
    ) {
      flush();
      continue;
    }
    for (const { segment, index } of graphemes(text.data)) {
      if (/^\s+$/.test(segment)) {
        flush();
        continue;
      }
      items.push({ node: text, start: index, end: index + segment.length, ch: segment, wbrBefore: wbr });
      wbr = false;
    }
  }
  flush();
  // A slider's copies repeat their words: each break once.
  const seen = new Set<string>();
  return found.filter((b) => {
    const key = `${b.lines.join('|')} ${b.element}`;
    return !seen.has(key) && (seen.add(key), true);
  });
}

/** `midWordBreaks` as an expression, for the engines that evaluate a string: in `view`, an expression for a window. */
export const midWordBreaksIn = (view = 'window') => `(${midWordBreaks.toString()})(${view})`;

/** One line per break: the word, where the lines cut it, and where it is. */
export const describeBreaks = (breaks: MidWordBreak[]) =>
  breaks.map((b) => `"${b.word}" broken as "${b.lines.join('" / "')}" in ${b.element}`);
