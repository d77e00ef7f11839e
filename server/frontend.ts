import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageAssets } from '../shared/site.js';
import type { preparePage } from '../client/entry-server.js';
import { clientDistDir } from './paths.js';

export type EntryServer = { preparePage: typeof preparePage };

/** How pages are produced: the built bundles in production, Vite's dev server in development. */
export type Frontend = {
  loadEntry(): Promise<EntryServer>;
  assets: PageAssets;
  /** Changes whenever the build changes, so HTML validators change with it. */
  buildId: string;
  /** Where built static files are served from (production only). */
  clientDir?: string;
};

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };

/** Reads Vite's manifest to find the hashed entry script, its CSS and the chunks it imports. */
export function assetsFromManifest(manifest: Record<string, ManifestChunk>, entryKey = 'client/entry-client.tsx'): PageAssets {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`Vite manifest has no entry ${entryKey}: run npm run build`);
  const styles = new Set<string>(entry.css ?? []);
  const preloads = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    chunk.css?.forEach((c) => styles.add(c));
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  const url = (file: string) => '/' + file;
  return { entry: url(entry.file), styles: [...styles].map(url), preloads: [...preloads].map(url) };
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
