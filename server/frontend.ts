import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteAssets } from '../shared/site.js';
import type { indexablePagePaths, preparePage } from '../client/entry-server.js';
import { clientDistDir } from './paths.js';

/** What the server may use of the frontend: the SSR entry's exports, nothing else of client/. */
export type EntryServer = { preparePage: typeof preparePage; indexablePagePaths: typeof indexablePagePaths };

export type { PageRoute, PreparedPage } from '../client/entry-server.js';

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
  isEntry?: boolean;
  isDynamicEntry?: boolean;
};

/**
 * Reads Vite's manifest: the hashed entry script, its CSS and the chunks it imports, and for every
 * code-split page the chunks it adds (so the server can preload them and nothing waits on a waterfall).
 */
export function assetsFromManifest(
  manifest: Record<string, ManifestChunk>,
  entryKey = 'client/entry-client.tsx',
): SiteAssets {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`Vite manifest has no entry ${entryKey}: run npm run build`);
  const url = (file: string) => '/' + file;
  const styles = new Set<string>(entry.css ?? []);
  const closure = (keys: string[], skip: Set<string>) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file) || skip.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.css?.forEach((c) => styles.add(c));
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return files;
  };
  const entryFiles = closure(entry.imports ?? [], new Set([entry.file]));
  const pageChunks: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry && chunk.src) {
      pageChunks[chunk.src] = [...closure([key], new Set([entry.file, ...entryFiles]))].map(url);
    }
  }
  return { entry: url(entry.file), styles: [...styles].map(url), preloads: [...entryFiles].map(url), pageChunks };
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
  const assets = assetsFromManifest(manifest);
  return { loadEntry: async () => entry, assets, buildId: assets.entry, clientDir };
}
