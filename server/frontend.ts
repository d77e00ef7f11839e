import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InlineStyles, SiteAssets } from '../shared/site.js';
import type { indexablePagePaths, pagePatterns, preparePage } from '../client/entry-server.js';
import { clientDistDir } from './paths.js';

/** What the server may use of the frontend: the SSR entry's exports, nothing else of client/. */
export type EntryServer = {
  preparePage: typeof preparePage;
  indexablePagePaths: typeof indexablePagePaths;
  pagePatterns: typeof pagePatterns;
};

export type { ExtraRoute, PageRoute, PreparedPage } from '../client/entry-server.js';

/** How pages are produced: the built bundles in production, Vite's dev server in development. */
export type Frontend = {
  loadEntry(): Promise<EntryServer>;
  assets: SiteAssets;
  /** Changes whenever the build changes, so HTML validators change with it. */
  buildId: string;
  /** Where built static files are served from (production only). */
  clientDir?: string;
};

type ManifestChunk = {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  assets?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
};

// The stylesheets' keys in Vite's manifest (each an entry of its own in vite.config.ts).
const MAIN_STYLES_KEY = 'client/styles/main.css';
const FONTS_STYLES_KEY = 'client/styles/fonts.css';

/**
 * Reads Vite's manifest: the hashed entry (the site's one script), the stylesheet (an entry of its own)
 * and the web fonts' files (the fonts' stylesheet's assets, which the head preloads). The islands' chunks
 * are the entry's to load, when a page has one and it is needed.
 */
export function assetsFromManifest(
  manifest: Record<string, ManifestChunk>,
  entryKey = 'client/entry-client.ts',
  stylesKey = MAIN_STYLES_KEY,
  fontsKey = FONTS_STYLES_KEY,
): SiteAssets {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`Vite manifest has no entry ${entryKey}: run npm run build`);
  const url = (file: string) => '/' + file;
  const styles = new Set<string>(entry.css ?? []);
  const stylesheet = manifest[stylesKey];
  if (stylesheet) styles.add(stylesheet.file);
  const fonts = (manifest[fontsKey]?.assets ?? []).filter((file) => file.endsWith('.woff2')).map(url);
  return { entry: url(entry.file), styles: [...styles].map(url), fonts };
}

/**
 * The stylesheets go inside every page: the first paint then waits for nothing but the HTML, where a
 * linked stylesheet costs another round trip. The files stay for the error page.
 */
export function inlineStylesFrom(
  manifest: Record<string, ManifestChunk>,
  clientDir: string,
  { mainKey = MAIN_STYLES_KEY, fontsKey = FONTS_STYLES_KEY } = {},
): InlineStyles {
  const read = (key: string) => {
    const file = manifest[key]?.file;
    if (!file) throw new Error(`Vite manifest has no stylesheet ${key}: run npm run build`);
    const css = readFileSync(path.join(clientDir, file), 'utf8');
    // Raw text inside <style>: only a closing tag could end it early.
    if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style" and cannot be inlined`);
    return css;
  };
  // The font faces first, whole: the linked stylesheet lacks them (adding them again relays out all text).
  return { main: read(fontsKey) + read(mainKey) };
}

/** The production frontend: the SSR entry is bundled with the server, the client build read from dist/client. */
export function productionFrontend(entry: EntryServer, clientDir = clientDistDir): Frontend {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch {
    throw new Error(`The client build is missing (${manifestPath}): run npm run build`);
  }
  const assets = { ...assetsFromManifest(manifest), inlineStyles: inlineStylesFrom(manifest, clientDir) };
  return { loadEntry: async () => entry, assets, buildId: assets.entry, clientDir };
}
