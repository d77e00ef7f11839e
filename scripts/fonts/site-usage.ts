import type { ModuleTexts } from './site-sources.js';

/** Controls, format characters and line separators have no glyph: a font need not cover them. */
const undrawn = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** The code points of every drawn character in the texts. */
export function drawnCharacters(texts: Iterable<string>): Set<number> {
  const points = new Set<number>();
  for (const text of texts) {
    for (const ch of text) if (!undrawn.test(ch)) points.add(ch.codePointAt(0)!);
  }
  return points;
}

const namedWeights: Record<string, number> = {
  thin: 100,
  extralight: 200,
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
  black: 900,
};

/** A class token without its variants: 'sm:[&_h2]:font-semibold' → 'font-semibold' (colons inside [] belong to a variant). */
function utilityOf(token: string): { utility: string; variants: string } {
  let depth = 0;
  let cut = -1;
  for (let i = 0; i < token.length; i++) {
    if (token[i] === '[') depth++;
    else if (token[i] === ']') depth--;
    else if (token[i] === ':' && depth === 0) cut = i;
  }
  return { utility: token.slice(cut + 1).replace(/^!|!$/g, ''), variants: token.slice(0, Math.max(cut, 0)) };
}

/** The weights the Tailwind font-weight utilities of a class list set, each with whether a variant aims it at h1–h3. */
export function utilityWeights(classes: string): { weight: number; headings: boolean }[] {
  const found: { weight: number; headings: boolean }[] = [];
  for (const token of classes.split(/\s+/)) {
    const { utility, variants } = utilityOf(token);
    const match = /^font-(?:(\w+)|\[(\d+)\])$/.exec(utility);
    const weight = match ? (match[2] ? Number(match[2]) : namedWeights[match[1]!]) : undefined;
    if (weight !== undefined) found.push({ weight, headings: /_h[1-3]\b/.test(variants) });
  }
  return found;
}

/** The weights a stylesheet sets outside @font-face: numeric font-weight declarations and @apply'd utilities. */
export function stylesheetWeights(css: string): number[] {
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@font-face\s*\{[^}]*\}/g, '');
  const weights = [...rules.matchAll(/font-weight\s*:\s*(\d+)/g)].map((m) => Number(m[1]));
  for (const [, classes] of rules.matchAll(/@apply\s+([^;]+);/g)) {
    weights.push(...utilityWeights(classes!).map((w) => w.weight));
  }
  return weights;
}

/**
 * The weights each family is drawn at. Body text (--font-sans) can carry any weight the site sets: 400 by
 * default, 700 where <strong>, <b> or <th> bold plain text. Display text (--font-display: h1–h3 and the
 * font-display utility) is 400 unless its own class list, or a variant aimed at headings, sets a weight.
 */
export function siteWeights(modules: ModuleTexts[], css: string): { sans: Set<number>; display: Set<number> } {
  const sans = new Set([400, ...stylesheetWeights(css)]);
  const display = new Set([400]);
  for (const module of modules) {
    if (module.bolds) sans.add(700);
    for (const text of module.texts) {
      const weights = utilityWeights(text);
      const isDisplay = /(^|\s)font-display(\s|$)/.test(text);
      for (const { weight, headings } of weights) {
        sans.add(weight);
        if (isDisplay || headings) display.add(weight);
      }
    }
    for (const text of module.headingClasses) for (const { weight } of utilityWeights(text)) display.add(weight);
  }
  return { sans, display };
}
