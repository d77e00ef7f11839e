import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from '../paths.js';

// Written in by the build (vite.config.ts, scripts/build/build-info.ts); absent when run from source.
declare const __BUILD_VERSION__: string | undefined;
declare const __BUILD_COMMIT__: string | undefined;

export type BuildInfo = { version: string; commit: string; node: string };

/** From source (npm run dev): package.json as it is now. */
function packageVersion(): string {
  try {
    const { version } = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}

let info: BuildInfo | undefined;

/** What is running: package.json's version and the commit at build time ("unknown" without git), and Node's version. */
export function buildInfo(): BuildInfo {
  return (info ??= {
    version: typeof __BUILD_VERSION__ === 'string' ? __BUILD_VERSION__ : packageVersion(),
    commit: typeof __BUILD_COMMIT__ === 'string' && __BUILD_COMMIT__ ? __BUILD_COMMIT__ : 'unknown',
    node: process.version,
  });
}
