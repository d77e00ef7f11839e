import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copiesDir, schemaCopies } from './schema-copies.js';

/** Writes the functions' copies of the server's payload rules, and removes copies no longer needed. */
const copies = schemaCopies();
mkdirSync(copiesDir, { recursive: true });
for (const name of readdirSync(copiesDir)) if (!copies.has(name)) rmSync(path.join(copiesDir, name));
for (const [name, text] of copies) writeFileSync(path.join(copiesDir, name), text);
console.log(`supabase/functions/_shared/schemas: ${[...copies.keys()].sort().join(', ')}`);
