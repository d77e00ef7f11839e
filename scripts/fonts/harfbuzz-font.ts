import { convert } from 'fontverter';
import * as hb from 'harfbuzzjs';

/** A font file (WOFF2, WOFF or SFNT) opened with harfbuzz, the shaper Chromium and Firefox lay text out with. */
export async function openFont(file: Buffer): Promise<hb.Face> {
  return new hb.Face(new hb.Blob(await convert(file, 'sfnt')));
}

/** The code points the font maps to a glyph, sorted. */
export function codePoints(face: hb.Face): number[] {
  return [...face.collectUnicodes()].sort((a, b) => a - b);
}

/** The font's weight axis as the @font-face font-weight descriptor would state it. */
export function weightAxis(face: hb.Face): { min: number; max: number; default: number } | undefined {
  const axis = face.getAxisInfos()['wght'];
  return axis && { min: axis.min, max: axis.max, default: axis.default };
}

/** How the font lays a text out at a weight: the line metrics and each glyph's advance, kerning included. */
export function layout(face: hb.Face, weight: number, text: string) {
  const font = new hb.Font(face);
  font.setVariations([new hb.Variation('wght', weight)]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return {
    extents: font.hExtents(),
    advances: buffer.getGlyphPositions().map((p) => p.xAdvance),
    clusters: buffer.getGlyphInfos().map((g) => g.cluster),
  };
}
