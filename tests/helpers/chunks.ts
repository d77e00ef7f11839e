import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clientDistDir } from '../../server/paths.js';

type ManifestChunk = { file: string; name?: string };
type Manifest = Record<string, ManifestChunk>;

// Read once per test file: the build does not change while the tests run.
let manifest: Manifest | undefined;

/**
 * Where a built chunk is served (`/assets/<hash>.js`): chunks are named by their content's hash alone, so
 * tests find them in Vite's manifest, by the source module that starts one (`client/pages/AboutPage.tsx`)
 * or by the name of a group the build config makes (`{ group: 'react' }`).
 */
export function chunkPath(chunk: string | { group: string }): string {
  manifest ??= JSON.parse(readFileSync(path.join(clientDistDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const found =
    typeof chunk === 'string' ? manifest[chunk] : Object.values(manifest).find((c) => c.name === chunk.group);
  if (!found) throw new Error(`No chunk ${JSON.stringify(chunk)} in the build's manifest`);
  return `/${found.file}`;
}

/** Matches the URL of `chunkPath(chunk)`. */
export const chunkUrl = (chunk: Parameters<typeof chunkPath>[0]) =>
  new RegExp(`${chunkPath(chunk).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
