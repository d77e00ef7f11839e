import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/** `client/texts/<language>/islands/<island>.ts`: one island's words in one language. */
const wordsModule = /[\\/]client[\\/]texts[\\/][^\\/]+[\\/]islands[\\/][^\\/]+\.ts$/;

/**
 * In the browser build, each island's words module becomes the words themselves: the module is run once,
 * here, and its chunk is their JSON, without the texts modules, helpers and shared facts they are built
 * from (on the home page 3 KB gzip rather than 5). The server and the tests run the modules as written;
 * the words are plain data, so both sides hold the same values.
 */
export function islandWordsAsData(): Plugin {
  return {
    name: 'island-words-as-data',
    apply: 'build',
    async load(id) {
      const file = id.split('?')[0]!;
      if (!wordsModule.test(file)) return null;
      const { words } = (await tsImport(pathToFileURL(path.resolve(file)).href, import.meta.url)) as {
        words: unknown;
      };
      return `export const words = ${JSON.stringify(words)};`;
    },
  };
}
