import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The commit a build is made from, for the version the server reports: BUILD_COMMIT when the build
 * has no git checkout (a Docker build context leaves .git out), else git's short HEAD, else "unknown".
 */
export function buildCommit(env: Record<string, string | undefined> = process.env): string {
  const given = env.BUILD_COMMIT?.trim();
  if (given) return given.slice(0, 40);
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/** package.json's version at build time, so a process reports the build it runs, not a newer checkout. */
export function buildVersion(packageJson = 'package.json'): string {
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version?: unknown };
  return typeof version === 'string' ? version : 'unknown';
}

/** The constants the build writes into the code (server/metrics/build-info.ts reads them). */
export function buildDefines(): Record<string, string> {
  return {
    __BUILD_VERSION__: JSON.stringify(buildVersion()),
    __BUILD_COMMIT__: JSON.stringify(buildCommit()),
  };
}
