import Beasties from 'beasties';
import { INLINE_CSS_ID } from '../../shared/site.js';
import type { Logger } from '../logger.js';

/** Cuts a rendered page's inline stylesheet down to the rules its own markup uses. */
export type CriticalCss = (html: string) => Promise<string>;

const styleElement = new RegExp(`(<style id="${INLINE_CSS_ID}"[^>]*>)([\\s\\S]*?)(</style>)`);
// Beasties reads attributes without decoding them (to write the page back unchanged), so Tailwind's
// `[&_p]:mb-5`, which React writes as `[&amp;_p]:mb-5`, would match nothing: it is given the classes
// decoded (the page sent is the original; only the stylesheet is taken back).
const classAttribute = / class="([^"]*)"/g;
const classEntities: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const decodeClasses = (html: string) =>
  html.replace(
    classAttribute,
    (_, value: string) => ` class="${value.replace(/&amp;|&#x27;|&lt;|&gt;/g, (e) => classEntities[e]!)}"`,
  );
// Blocks with no block inside: the font faces.
const fontFaces = /@font-face\s*\{[^{}]*\}/g;

/**
 * With the whole stylesheet a page outgrows what a new connection sends before its first
 * acknowledgement, a second round trip on slow 4G; with only the rules its markup matches (Beasties
 * tries every selector, states and media queries included, against the document) most pages fit in
 * one. The bootstrap links the whole stylesheet once the page has loaded, before the page can change.
 * Runs once per page the store keeps, never per request (docs/performance.md, First paint).
 */
export function criticalCss(logger: Logger): CriticalCss {
  const beasties = new Beasties({
    external: false,
    reduceInlineStyles: true,
    mergeStylesheets: false,
    // Beasties keeps a face when a kept rule names its family, but ours are named through custom
    // properties (--font-sans): the faces are put back whole below.
    inlineFonts: false,
    preloadFonts: false,
    keyframes: 'critical',
    // Beasties cannot match a selector that starts with a pseudo-class (`:focus-visible`, `::placeholder`,
    // Tailwind's `:where(.space-y-2>…)`): it would drop them, so they all stay (a few hundred bytes).
    allowRules: [/^:/],
    logger: {
      warn: (detail) => logger.warn({ detail }, 'critical CSS'),
      error: (detail) => logger.error({ detail }, 'critical CSS'),
    },
  });
  return async (html) => {
    const original = styleElement.exec(html);
    if (!original) return html;
    let reduced: string | undefined;
    try {
      reduced = styleElement.exec(await beasties.process(decodeClasses(html)))?.[2];
    } catch (err) {
      logger.error({ err }, 'critical CSS failed: the page keeps its whole stylesheet');
    }
    // Only the stylesheet's text is taken back: the rest of the page stays exactly as React wrote it.
    if (!reduced) return html;
    const [whole, open, css, close] = original;
    const faces = css!.match(fontFaces)?.join('') ?? '';
    return html.slice(0, original.index) + open + faces + reduced + close + html.slice(original.index + whole.length);
  };
}
