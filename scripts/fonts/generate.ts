// `npm run fonts`: cuts the site's two web fonts down to the characters and weights it draws, into
// client/styles/fonts/, and prints what the @font-face rules of client/styles/fonts.css must then declare.
// Run it after a text gains a character the fonts lack (tests/unit/fonts.test.ts says so) or after a
// fontsource upgrade.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { rootDir } from '../../server/paths.js';
import { codePoints, openFont, weightAxis } from './harfbuzz-font.js';
import { readSiteSources } from './site-sources.js';
import { drawnCharacters } from './site-usage.js';
import { baseCharacters, fontSubsets, keptNameIds, layoutFeatures } from './subsets.js';
import { toUnicodeRange } from './unicode-range.js';

const { modules, posts } = readSiteSources(rootDir);
const text = baseCharacters + String.fromCodePoint(...drawnCharacters([...modules.flatMap((m) => m.texts), ...posts]));

for (const subset of fontSubsets) {
  const source = readFileSync(subset.source);
  const font = await subsetFont(source, text, {
    targetFormat: 'woff2',
    keepFeatures: layoutFeatures,
    preserveNameIds: keptNameIds,
    variationAxes: { wght: subset.weights },
  });
  writeFileSync(path.join(rootDir, subset.output), font);
  const face = await openFont(font);
  const axis = weightAxis(face)!;
  console.log(
    `${subset.family}: ${path.basename(subset.source)} ${source.length} B → ${subset.output} ${font.length} B\n` +
      `  font-weight: ${axis.min} ${axis.max};\n  unicode-range: ${toUnicodeRange(codePoints(face))};`,
  );
}
