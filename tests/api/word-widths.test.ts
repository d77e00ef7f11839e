import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Face } from 'harfbuzzjs';
import { Window } from 'happy-dom';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { layout, openFont } from '../../scripts/fonts/harfbuzz-font.js';
import { fontSubsets } from '../../scripts/fonts/subsets.js';
import { rootDir } from '../../server/paths.js';
import { buildTestApp } from '../helpers/app.js';
import { pagesToAudit } from '../helpers/routes.js';

// At 320 px with the browser's text at 200% a line holds only a few words' worth of letters, and body
// text is not hyphenated (Chromium here has no dictionaries): a word wider than the line is cut anywhere. The browser tests
// catch that on the pages they load; this catches it in every page's copy, before a browser runs,
// with the body font's own metrics.

/**
 * The widest a piece of a word may be, in em of the body text: the narrowest column of body text at
 * 320 px with 200% text (a card's, inside the page's margins, beside a scrollbar where the browser shows
 * one that takes room), less a little for the engines' differing metrics.
 */
const widestPiece = 6.9;

const softHyphen = '\u00AD';
/** Where a word may break besides a soft hyphen: after a hyphen, a dash or a slash, and at a <wbr>. */
const breakAfter = /(?<=[-\u2010-\u2014/\u200B])/u;
/** An e-mail or web address: the browser tests allow it to break at its dots and slashes. */
const isAddress = (word: string) => /@|:\/\/|^www\./.test(word);

/**
 * The words a visitor reads on a page, as the server renders it: the text of its body outside scripts,
 * controls' lists, headings (the display font, at sizes of their own), text only screen readers get and
 * a post's body (the editors' free text, in the page's full column); a <wbr> stays as a break. Each text
 * node's words: without the stylesheet there is no telling which elements share a line, so a word that
 * markup splits (a link and the full stop after it) is measured in its parts.
 */
function bodyWords(html: string): string[] {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html.replace(/<wbr\s*\/?>/g, '\u200B'), 'text/html');
  for (const element of document.querySelectorAll(
    'script, style, template, svg, select, textarea, h1, h2, h3, .sr-only, [data-post-content]',
  ))
    element.remove();
  const words: string[] = [];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    words.push(...(node.textContent ?? '').split(/\s+/).filter(Boolean));
  }
  window.close();
  return words;
}

let font: Face;
const widthCache = new Map<string, number>();
/** A piece's width in the body font at its regular weight, in em. */
const widthOf = (text: string) => {
  let width = widthCache.get(text);
  if (width === undefined) {
    width = layout(font, 400, text).advances.reduce((sum, advance) => sum + advance, 0) / font.upem;
    widthCache.set(text, width);
  }
  return width;
};

/** The pieces of a word between its break points, each as wide as a line shows it (a soft hyphen drawn as a hyphen). */
const piecesOf = (word: string) =>
  word.split(breakAfter).flatMap((part) => {
    const pieces = part.split(softHyphen);
    return pieces.map((piece, i) => (i < pieces.length - 1 ? `${piece}-` : piece));
  });

const pages: { path: string; html: string }[] = [];
beforeAll(async () => {
  font = await openFont(readFileSync(path.join(rootDir, fontSubsets.find((s) => s.role === 'sans')!.output)));
  const { app } = buildTestApp();
  for (const page of pagesToAudit) {
    const response = await request(app).get(page).set('Accept', 'text/html');
    pages.push({ path: page, html: response.text });
  }
});

describe('soft hyphens and the words of every page', () => {
  it('reads every page', () => expect(pages.map((p) => p.path)).toEqual(pagesToAudit));

  it.each(pagesToAudit)('%s: no word without a break point is wider than a line', (page) => {
    const { html } = pages.find((p) => p.path === page)!;
    const tooWide = [
      ...new Set(
        bodyWords(html)
          .filter((word) => !isAddress(word))
          .flatMap((word) => piecesOf(word).filter((piece) => widthOf(piece) > widestPiece))
          .map((piece) => `${piece} (${widthOf(piece).toFixed(2)} em)`),
      ),
    ];
    expect(tooWide, 'add a soft hyphen (\\u00AD) at a syllable break in the text').toEqual([]);
  });

  // A soft hyphen is for the eye: a title, a description, structured data or a label read by a machine or
  // a screen reader keeps the word whole. An island's props are the texts it renders, as the server did.
  it.each(pagesToAudit)(
    '%s: soft hyphens only in text on show, none in its head, attributes or structured data',
    (page) => {
      const { html } = pages.find((p) => p.path === page)!;
      const window = new Window();
      const document = new window.DOMParser().parseFromString(html, 'text/html');
      const leaks = [
        ...[document.head, ...document.querySelectorAll('script[type="application/ld+json"]')]
          .filter((element) => element.textContent?.includes(softHyphen))
          .map((element) => `<${element.tagName.toLowerCase()}>`),
        ...[...document.querySelectorAll('*')].flatMap((element) =>
          [...element.attributes]
            .filter((attribute) => attribute.name !== 'data-props' && attribute.value?.includes(softHyphen))
            .map((attribute) => `<${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}">`),
        ),
      ];
      window.close();
      expect(leaks).toEqual([]);
    },
  );
});
