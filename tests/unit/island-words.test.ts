import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { clientDistDir } from '../../server/paths.js';
import { chunkPath } from '../helpers/chunks.js';
import { locales } from '../../shared/locale.js';
import { islandLoaders, loadIslandWords, type IslandName } from '../../client/islands/registry.js';
import { islandWords } from '../../client/texts/islands.js';
import * as englishPages from '../../client/texts/en/pages.js';
import * as spanishPages from '../../client/texts/es/pages.js';

const islands = Object.keys(islandLoaders) as IslandName[];

describe("the islands' words", () => {
  it.each(locales)('%s: the browser loads the very words the server renders each island with', async (locale) => {
    for (const name of islands) await expect(loadIslandWords(name, locale)).resolves.toBe(islandWords[locale][name]);
  });

  it.each(locales)('%s: the built chunk of each island is its words as data, equal to the server’s', async (locale) => {
    for (const name of islands) {
      const chunk = path.join(clientDistDir, chunkPath(`client/texts/${locale}/islands/${name}.ts`));
      // Data alone: the texts modules and helpers that make the words stay on the server.
      expect(readFileSync(chunk, 'utf8')).not.toMatch(/\bimport\b/);
      const built = (await import(pathToFileURL(chunk).href)) as { words: unknown };
      expect(built.words).toStrictEqual(JSON.parse(JSON.stringify(islandWords[locale][name])));
      // Plain data only: what JSON keeps is all there is (no function, no undefined, no class).
      expect(JSON.parse(JSON.stringify(islandWords[locale][name]))).toStrictEqual(islandWords[locale][name]);
    }
  });

  it('has words of its own for each island in each language', () => {
    for (const name of islands) {
      const [english, ...others] = locales.map((locale) => JSON.stringify(islandWords[locale][name]));
      for (const other of others) expect(other).not.toBe(english);
    }
  });

  it('fails plainly for a language it has no words in', async () => {
    await expect(loadIslandWords(islands[0]!, 'xx' as never)).rejects.toThrow(/no xx words/);
  });
});

describe('the reviews in Spanish', () => {
  it('are the English reviews, by the same patients with the same ratings, in the same order', () => {
    const who = (list: typeof englishPages.testimonials) => list.map(({ name, rating }) => ({ name, rating }));
    expect(who(spanishPages.testimonials)).toEqual(who(englishPages.testimonials));
  });
});
