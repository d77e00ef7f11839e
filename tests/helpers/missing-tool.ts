import { it } from 'vitest';

/**
 * Whether the checks that need a tool this machine lacks are skipped. Elsewhere they are, with the reason
 * printed; under CI, whose `.ci/run` installs every such tool, the missing tool is a failing test instead,
 * so a check can never drop out of CI unnoticed.
 */
export function skipForMissingTool(missing: string | null, checks: string): boolean {
  if (missing === null) return false;
  if (process.env.CI) {
    it(`${checks} (${missing})`, () => {
      throw new Error(`${missing}: .ci/run installs it, and under CI no check is skipped`);
    });
  } else console.warn(`${checks} skipped: ${missing}`);
  return true;
}
