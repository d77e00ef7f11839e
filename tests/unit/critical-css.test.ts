import { describe, expect, it } from 'vitest';
import { criticalCss } from '../../server/pages/critical-css.js';
import { memoryLogger } from '../helpers/app.js';

const css = [
  '@layer base{h1{font-family:"Inter Fallback"}}',
  '@font-face{font-family:"Inter Variable";font-display:swap;src:url(/a.woff2) format("woff2-variations")}',
  '@font-face{font-family:"Inter Fallback";src:local("Arial");size-adjust:107%}',
  '@font-face{font-family:"Unused Fallback";src:local("Arial")}',
  '.used{color:red}',
  '.unused{color:blue}',
  '.used,.unused-too{margin:0}',
  '@media (min-width:40rem){.sm\\:used{padding:1rem}.sm\\:unused{padding:2rem}}',
  '@media (hover:hover){.hover\\:used:hover{color:green}}',
  '.menu[data-state=open]{display:block}',
  ':where(.list>:not(:last-child)){margin-bottom:1rem}',
  ':focus-visible{outline:3px solid}',
  '@keyframes spin{to{rotate:1turn}}',
  '@keyframes unused-spin{to{rotate:1turn}}',
  '.spinner{animation:spin 1s}',
  '.\\[\\&_p\\]\\:mb-5 p{margin-bottom:1.25rem}',
  ".content-\\[\\'a\\'\\]{content:'a'}",
].join('');

const page = (style: string) =>
  `<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/><style id="__APP_CSS__">${style}</style>` +
  `<link rel="preload" href="/a.woff2" as="font" type="font/woff2" crossorigin=""/></head>` +
  `<body><div id="root"><!--$--><h1 class="used sm:used hover:used">Title &amp; more<!-- --> here</h1>` +
  `<nav class="menu" data-state="closed"></nav><span class="spinner"></span><div class="[&amp;_p]:mb-5 content-[&#x27;a&#x27;]"><p>Text</p></div><!--/$--></div>` +
  `<script id="__APP_DATA__" type="application/json">{"a":"<\\u002fstyle>"}</script></body></html>`;

describe('critical CSS', () => {
  const { logger, lines } = memoryLogger();
  const reduce = criticalCss(logger);

  it('keeps the rules the markup matches, with their media queries, states and keyframes, and drops the rest', async () => {
    const out = await reduce(page(css));
    const style = out.match(/<style id="__APP_CSS__">([\s\S]*?)<\/style>/)![1]!;
    for (const kept of [
      ':where(.list>:not(:last-child))',
      ':focus-visible{',
      '.used{',
      '.used{margin:0}',
      '.sm\\:used{',
      '.hover\\:used:hover{',
      '@keyframes spin',
      'h1{',
    ]) {
      expect(style, kept).toContain(kept);
    }
    // The font faces (named through custom properties in the real stylesheet) all stay, once each.
    expect(style.match(/@font-face/g)).toHaveLength(3);
    expect(style).toContain('@font-face{font-family:"Inter Variable";font-display:swap;src:url(/a.woff2)');
    expect(style).toContain('@font-face{font-family:"Inter Fallback";src:local("Arial");size-adjust:107%}');
    expect(style).toContain('Unused Fallback');
    for (const dropped of ['.unused{', 'unused-too', '.sm\\:unused', 'unused-spin']) {
      expect(style, dropped).not.toContain(dropped);
    }
    // A state the markup is not in yet: the whole stylesheet brings it before the page can change.
    expect(style).not.toContain('data-state=open');
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
  });

  it("changes nothing but the stylesheet: the markup, the fonts' preloads and the data stay as React wrote them", async () => {
    const html = page(css);
    const out = await reduce(html);
    const withoutStyle = (s: string) => s.replace(/<style id="__APP_CSS__">[\s\S]*?<\/style>/, '');
    expect(withoutStyle(out)).toBe(withoutStyle(html));
    expect(out.length).toBeLessThan(html.length);
  });

  it('leaves a page without an inline stylesheet as it is', async () => {
    const html =
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"></head><body><p class="x">Hi</p></body></html>';
    expect(await reduce(html)).toBe(html);
  });
});
