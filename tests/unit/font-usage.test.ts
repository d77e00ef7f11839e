import { describe, expect, it } from 'vitest';
import { fontFaceRules, webFontFace, weightRange } from '../../scripts/fonts/font-faces.js';
import { moduleTexts } from '../../scripts/fonts/site-sources.js';
import { drawnCharacters, siteWeights, stylesheetWeights, utilityWeights } from '../../scripts/fonts/site-usage.js';
import { parseUnicodeRange, toUnicodeRange } from '../../scripts/fonts/unicode-range.js';

describe('unicode-range values', () => {
  it('joins consecutive code points and writes single ones alone', () => {
    expect(toUnicodeRange([0x22, 0x20, 0x21, 0xa9, 0x2026, 0x2013, 0x2014, 0x20])).toBe(
      'U+0020-0022, U+00A9, U+2013-2014, U+2026',
    );
    expect(toUnicodeRange([])).toBe('');
  });

  it('reads back what it writes', () => {
    const points = [0x20, 0x21, 0x7e, 0xa0, 0xff, 0x1f600];
    expect([...parseUnicodeRange(toUnicodeRange(points))].sort((a, b) => a - b)).toEqual(points);
    expect(parseUnicodeRange('U+20-22, u+a9')).toEqual(new Set([0x20, 0x21, 0x22, 0xa9]));
  });

  it('refuses what it cannot read rather than guessing', () => {
    expect(() => parseUnicodeRange('U+4??')).toThrow(/unsupported/);
  });
});

describe('@font-face rules', () => {
  const css = `
    /* @font-face { font-family: 'Commented'; } */
    @font-face {
      font-family: 'Body';
      font-weight: 400 900;
      src: url('./fonts/body.woff2') format('woff2-variations');
      unicode-range:
        U+0020-007E,
        U+00A9;
    }
    @font-face { font-family: 'Body'; src: local('Arial'); size-adjust: 106% }
    h1 { font-weight: 600; }`;

  it('reads each rule, values on one line', () => {
    const rules = fontFaceRules(css);
    expect(rules).toHaveLength(2);
    expect(rules[0]!['unicode-range']).toBe('U+0020-007E, U+00A9');
    expect(rules[1]!['size-adjust']).toBe('106%');
  });

  it('finds the web font, not its local() fallback', () => {
    expect(webFontFace(css, 'Body')?.src).toBe("url('./fonts/body.woff2') format('woff2-variations')");
    expect(webFontFace(css, 'Other')).toBeUndefined();
  });

  it('reads a weight range or a single weight', () => {
    expect(weightRange('400 900')).toEqual({ min: 400, max: 900 });
    expect(weightRange('600')).toEqual({ min: 600, max: 600 });
    expect(() => weightRange('bold')).toThrow();
  });
});

describe('site texts', () => {
  const source = `
    // A comment’s “quotes” are not text.
    import { x } from './x.js';
    const label = 'Café ©';
    const joined = \`Step \${x} → next\`;
    const escaped = '\\u2026 and \\u2028';
    export function View({ dark }: { dark: boolean }) {
      return (
        <section className="font-medium">
          <h2 className={\`font-display font-semibold \${dark ? 'text-white' : 'font-bold'}\`}>Title — here</h2>
          <p>It’s <strong>fine</strong> · ok</p>
        </section>
      );
    }`;

  it('are the literals and JSX text, escapes resolved, never comments', () => {
    const { texts } = moduleTexts(source, 'view.tsx');
    const all = texts.join('|');
    expect(all).toContain('Café ©');
    expect(all).toContain(' → next');
    expect(all).toContain('… and \u2028');
    expect(all).toContain('Title — here');
    expect(all).toContain('It’s ');
    expect(all).not.toContain('comment');
  });

  it('mark the class lists of headings and whether text is bolded', () => {
    const module = moduleTexts(source, 'view.tsx');
    expect(module.headingClasses).toEqual(['font-display font-semibold ', 'text-white', 'font-bold']);
    expect(module.bolds).toBe(true);
    expect(moduleTexts('const a = <p>plain</p>;', 'a.tsx').bolds).toBe(false);
  });

  it('count only characters that are drawn', () => {
    expect(drawnCharacters(['a\u0000b\u2028\u00ad\t', 'é'])).toEqual(new Set([0x61, 0x62, 0xe9]));
  });
});

describe('font weights', () => {
  it('are read from Tailwind utilities, with or without variants', () => {
    expect(
      utilityWeights('font-sans font-display font-medium sm:font-semibold hover:!font-bold font-[550] text-lg'),
    ).toEqual([
      { weight: 500, headings: false },
      { weight: 600, headings: false },
      { weight: 700, headings: false },
      { weight: 550, headings: false },
    ]);
    expect(utilityWeights('[&_h2]:font-semibold [&_strong]:font-bold sm:[&:hover]:font-light')).toEqual([
      { weight: 600, headings: true },
      { weight: 700, headings: false },
      { weight: 300, headings: false },
    ]);
  });

  it('are read from a stylesheet, @font-face descriptors aside', () => {
    const css = `@font-face { font-weight: 100 900; } h1 { font-weight: 800 } .a { @apply px-4 font-semibold; }`;
    expect(stylesheetWeights(css)).toEqual([800, 600]);
  });

  it('go to the display family only from headings and font-display text', () => {
    const modules = [
      moduleTexts(
        `export const a = (
           <div className="font-medium">
             <h1 className="text-4xl font-semibold">A</h1>
             <span className="font-display font-bold">B</span>
             <div className="[&_h3]:font-light">{c}</div>
             <th>D</th>
           </div>
         );`,
        'a.tsx',
      ),
    ];
    const { sans, display } = siteWeights(modules, '.x { font-weight: 450 }');
    expect([...sans].sort()).toEqual([300, 400, 450, 500, 600, 700]);
    expect([...display].sort()).toEqual([300, 400, 600, 700]);
  });
});
