import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Logger, Plugin } from 'vite';
import { keepPreviousBuild } from './kept-builds.js';

/** The public folder's files as the build copies them (paths relative to it). */
function publicFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => !entry.isDirectory())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

/**
 * Vite side of kept-builds.ts (the config sets `emptyOutDir: false`): collects what this build writes,
 * then, once every plugin has written its files, removes what is older than the previous build.
 */
export function keptBuilds(): Plugin {
  const written = new Set<string>();
  let outDir = '';
  let publicDir = '';
  let logger: Logger | undefined;
  return {
    name: 'kept-builds',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.build.copyPublicDir && config.publicDir ? config.publicDir : '';
      logger = config.logger;
    },
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) written.add(file);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        // A build that failed wrote nothing: the folder and its record stay as they were.
        if (written.size === 0) return;
        const { removed } = keepPreviousBuild({ outDir, files: [...written, ...publicFiles(publicDir)] });
        logger?.info(
          `kept the previous build's files in ${path.relative(process.cwd(), outDir)}; removed ${removed.length} older`,
        );
      },
    },
  };
}
