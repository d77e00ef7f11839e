import { createRequire } from 'node:module';

/** One web font the site ships: the fontsource file it is cut from and what the cut keeps. */
export type FontSubset = {
  /** The font-family its @font-face rule in client/styles/fonts.css declares. */
  family: string;
  /** The Tailwind theme font it leads: --font-sans (body text) or --font-display (headings). */
  role: 'sans' | 'display';
  /** The fontsource file (Latin, variable weight) it is cut from. */
  source: string;
  /** Where `npm run fonts` writes it, relative to the project root; fonts.css points here. */
  output: string;
  /** The weight axis kept, as the @font-face font-weight descriptor says. */
  weights: { min: number; max: number; default?: number };
};

const resolve = createRequire(import.meta.url).resolve;

/*
 * Inter keeps 400–900: cut at 700 the instancer re-rounds the deltas and some glyphs at 600 (the site's
 * semibold) come out a unit wider; with the top kept every weight is drawn as before. Fraunces is drawn at 600
 * (every heading) and 400 (one quote); 600 becomes the default, so headings keep their exact widths.
 */
export const fontSubsets: FontSubset[] = [
  {
    family: 'Inter Variable',
    role: 'sans',
    source: resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
    output: 'client/styles/fonts/inter-wght-subset.woff2',
    weights: { min: 400, max: 900 },
  },
  {
    family: 'Fraunces Variable',
    role: 'display',
    source: resolve('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'),
    output: 'client/styles/fonts/fraunces-wght-subset.woff2',
    weights: { min: 400, max: 600, default: 600 },
  },
];

/**
 * What every subset covers whatever the pages say today, since blog posts are free text: printable ASCII, the
 * Latin-1 Supplement (no-break space, accented letters, © ® ° · ×) and the common typographic punctuation.
 * The site's own texts are added to this when the fonts are cut.
 */
export const baseCharacters = String.fromCodePoint(...range(0x20, 0x7e), ...range(0xa0, 0xff)) + '‘’“”–—…•™';

/**
 * The OpenType features a browser applies to Latin text by default; the site sets no font-feature-settings or
 * font-variant, so Inter's fractions and tabular figures would never be used.
 */
export const layoutFeatures = 'ccmp locl mark mkmk rlig calt clig curs dist kern liga rclt rvrn'.split(' ');

/** Name table entries kept besides harfbuzz's defaults (copyright, names, version): the license URL. */
export const keptNameIds = [14];

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
