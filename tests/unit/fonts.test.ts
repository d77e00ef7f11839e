import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Face } from 'harfbuzzjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { webFontFace, weightRange } from '../../scripts/fonts/font-faces.js';
import { codePoints, layout, openFont, weightAxis } from '../../scripts/fonts/harfbuzz-font.js';
import { readSiteSources } from '../../scripts/fonts/site-sources.js';
import { drawnCharacters, siteWeights } from '../../scripts/fonts/site-usage.js';
import { baseCharacters, fontSubsets, layoutFeatures } from '../../scripts/fonts/subsets.js';
import { parseUnicodeRange, toUnicodeRange } from '../../scripts/fonts/unicode-range.js';
import { rootDir } from '../../server/paths.js';

const css = readFileSync(path.join(rootDir, 'client/styles/main.css'), 'utf8');
const fontsCss = readFileSync(path.join(rootDir, 'client/styles/fonts.css'), 'utf8');
const { modules, posts } = readSiteSources(rootDir);
const siteTexts = [...modules.flatMap((m) => m.texts), ...posts];
const siteCharacters = drawnCharacters(siteTexts);
const weightsDrawn = siteWeights(modules, css);
const regenerate =
  'run `npm run fonts` and put the font-weight and unicode-range it prints into client/styles/fonts.css';

/** Characters the site draws that no fontsource Latin file has: the fallback font draws them before and after the swap. */
const inNoSource = ['←'];

describe.each(fontSubsets)('the $family subset', (subset) => {
  const rule = webFontFace(fontsCss, subset.family);
  let font: Face;
  let source: Face;
  beforeAll(async () => {
    font = await openFont(readFileSync(path.join(rootDir, subset.output)));
    source = await openFont(readFileSync(subset.source));
  });

  it('is the web font fonts.css declares, first in its theme font in main.css', () => {
    expect(rule, `no @font-face for '${subset.family}' with a url() in fonts.css`).toBeDefined();
    const href = path.relative(path.join(rootDir, 'client/styles'), path.join(rootDir, subset.output));
    expect(rule!.src).toBe(`url('./${href}') format('woff2-variations')`);
    expect(css).toMatch(new RegExp(`--font-${subset.role}:\\s*'${subset.family}',`));
  });

  it('has every character the site texts draw', () => {
    const has = new Set(codePoints(font));
    const lacking = [...siteCharacters].filter((c) => !has.has(c)).map((c) => String.fromCodePoint(c));
    expect(
      lacking.filter((ch) => !inNoSource.includes(ch)),
      regenerate,
    ).toEqual([]);
    const sourceHas = new Set(codePoints(source));
    for (const ch of inNoSource) expect(sourceHas.has(ch.codePointAt(0)!), `${ch} is in the source now`).toBe(false);
  });

  it('keeps the characters any blog post may use, wherever the source has them', () => {
    const has = new Set(codePoints(font));
    const sourceHas = new Set(codePoints(source));
    const dropped = [...drawnCharacters([baseCharacters])].filter((c) => sourceHas.has(c) && !has.has(c));
    expect(
      dropped.map((c) => String.fromCodePoint(c)),
      regenerate,
    ).toEqual([]);
  });

  it('declares exactly the characters it has in unicode-range, so others fall back', () => {
    const declared = parseUnicodeRange(rule!['unicode-range']!);
    expect(toUnicodeRange(declared), regenerate).toBe(toUnicodeRange(codePoints(font)));
  });

  it('declares the weights it has, and has every weight the site draws it at', () => {
    const axis = weightAxis(font)!;
    expect(weightRange(rule!['font-weight']!), regenerate).toEqual({ min: axis.min, max: axis.max });
    const drawn = [...weightsDrawn[subset.role]];
    expect(drawn.filter((w) => w < axis.min || w > axis.max)).toEqual([]);
  });

  // The fallback faces' size-adjust and ascent/descent overrides were measured against the source font: the
  // subset must lay text out as the source does, or the swap would move it.
  it('lays the site texts out as the source font does at every weight the site draws', () => {
    const text = [...siteTexts, baseCharacters].join('\n');
    const axis = weightAxis(font)!;
    for (const weight of [...weightsDrawn[subset.role]].sort()) {
      const cut = layout(font, weight, text);
      const full = layout(source, weight, text);
      expect(cut.extents, `line metrics at ${weight}`).toEqual(full.extents);
      expect(cut.clusters, `glyph sequence at ${weight}`).toEqual(full.clusters);
      // Off a moved default (Fraunces at 400) the instancer re-rounds the deltas: a glyph may come out a unit or
      // two of 2000 wider or narrower, a line a few hundredths of a percent (tests/e2e/fonts.test.ts: no line
      // breaks elsewhere in Chromium).
      const exact = weight === axis.default || axis.default === weightAxis(source)!.default;
      const worst = cut.advances.reduce((max, a, i) => Math.max(max, Math.abs(a - full.advances[i]!)), 0);
      expect(worst, `largest advance difference at ${weight}`).toBeLessThanOrEqual(exact ? 0 : 2);
      const sum = (advances: number[]) => advances.reduce((a, b) => a + b, 0);
      const drift = Math.abs(sum(cut.advances) - sum(full.advances)) / sum(full.advances);
      expect(drift, `total width difference at ${weight}`).toBeLessThanOrEqual(exact ? 0 : 0.0005);
    }
  });
});

it('the site asks for no OpenType feature the subsets drop', () => {
  const featureUtilities =
    /(^|[\s:])(ordinal|slashed-zero|lining-nums|oldstyle-nums|proportional-nums|tabular-nums|diagonal-fractions|stacked-fractions)(\s|$)/;
  expect(siteTexts.filter((t) => featureUtilities.test(t))).toEqual([]);
  const settings = [...css.matchAll(/font-feature-settings\s*:\s*([^;]+)/g)].flatMap((m) =>
    [...m[1]!.matchAll(/['"](\w{4})['"]/g)].map((f) => f[1]!),
  );
  expect(settings.filter((tag) => !layoutFeatures.includes(tag))).toEqual([]);
  expect(css).not.toMatch(/font-variant-(numeric|ligatures|alternates|east-asian|position|caps)/);
});
