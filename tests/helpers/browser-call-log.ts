import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'playwright-core';
import { browserCallLogFile } from '../reporters/hang-diagnosis.js';

const file = browserCallLogFile();
if (file) mkdirSync(path.dirname(file), { recursive: true });

/**
 * Playwright's own account of each call (started, what it waits for, done), kept in a file per test worker:
 * a run that goes quiet prints its end, the call a test is stuck in (tests/reporters/still-running.ts).
 * Nothing outside a run started with the report flags.
 */
export const browserCallLog: Logger | undefined = file
  ? {
      isEnabled: (name) => name === 'api',
      log: (_name, _severity, message) => appendFileSync(file, `${new Date().toISOString()} ${String(message)}\n`),
    }
  : undefined;
