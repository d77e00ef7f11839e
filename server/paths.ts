import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root: the nearest folder above this module that holds package.json (works from source and from dist/server). */
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${start}`);
    dir = parent;
  }
  return dir;
}

export const rootDir = findRoot(path.dirname(fileURLToPath(import.meta.url)));
export const clientDistDir = path.join(rootDir, 'dist', 'client');
