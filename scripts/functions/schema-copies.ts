import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from '../../server/paths.js';

/** Where the server's rules live, and where the functions' copies of them go. */
export const schemasDir = path.join(rootDir, 'shared/schemas');
export const copiesDir = path.join(rootDir, 'supabase/functions/_shared/schemas');

/** The module the functions check a body with; it and every module it imports are copied. */
const ENTRY = 'payloads.ts';

const RELATIVE_IMPORT = /(from\s+'\.\/)([\w-]+)\.js(')/g;

const header = (name: string) =>
  `// Generated from shared/schemas/${name} by \`npm run functions:schemas\`: edit the original, then run it.\n`;

/**
 * The functions deploy without the server's code, so they carry copies of its payload rules: each module
 * as it is, its relative imports spelled as Deno resolves them (`./x.ts`). Keyed by file name.
 */
export function schemaCopies(): Map<string, string> {
  const copies = new Map<string, string>();
  const pending = [ENTRY];
  while (pending.length) {
    const name = pending.pop()!;
    if (copies.has(name)) continue;
    const source = readFileSync(path.join(schemasDir, name), 'utf8');
    for (const match of source.matchAll(RELATIVE_IMPORT)) pending.push(`${match[2]}.ts`);
    copies.set(name, header(name) + source.replace(RELATIVE_IMPORT, '$1$2.ts$3'));
  }
  return copies;
}
