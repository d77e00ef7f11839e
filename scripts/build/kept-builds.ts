import { mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A build writes over the previous one instead of emptying dist/ first: the server still running keeps
 * importing its own page chunks (Node loads them on a page's first request), and a page a browser opened
 * before the restart keeps asking for its own hashed assets. Chunk and asset names carry their content's
 * hash, so two builds live side by side; what a build and the one before it wrote is kept, anything
 * older is removed. Each build's list of files is recorded outside the folder it serves.
 */

/** Files other steps write beside a built file (compressed copies, source maps): they go with it. */
const COMPANIONS = ['.gz', '.br', '.map'];

type Record = { files: string[] };

/** Where the list of an output folder's files is kept: dist/.builds/<folder>.json, never served. */
export function recordFileFor(outDir: string): string {
  return path.join(path.dirname(outDir), '.builds', `${path.basename(outDir)}.json`);
}

function readRecord(file: string): Set<string> | null {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as Record;
    return Array.isArray(record.files) ? new Set(record.files) : null;
  } catch {
    return null;
  }
}

/** Every file under `dir`, as a path relative to it with forward slashes. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

function removeEmptyFolders(dir: string, root: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyFolders(path.join(dir, entry.name), root);
  }
  if (dir !== root && readdirSync(dir).length === 0) rmdirSync(dir);
}

/**
 * Called once a build has written `files` (paths relative to `outDir`) into `outDir`: removes what
 * neither this build nor the previous one wrote, then records this build's files for the next one.
 * Without a record (the first build, or one from before this scheme) nothing is removed.
 */
export function keepPreviousBuild({
  outDir,
  files,
  recordFile = recordFileFor(outDir),
}: {
  outDir: string;
  files: Iterable<string>;
  recordFile?: string;
}): { removed: string[] } {
  const current = new Set<string>();
  for (const file of files) {
    current.add(file);
    if (COMPANIONS.some((suffix) => file.endsWith(suffix))) continue;
    for (const suffix of COMPANIONS) current.add(file + suffix);
  }
  const previous = readRecord(recordFile);
  const removed: string[] = [];
  if (previous) {
    for (const file of filesUnder(outDir)) {
      if (current.has(file) || previous.has(file)) continue;
      unlinkSync(path.join(outDir, file));
      removed.push(file);
    }
    removeEmptyFolders(outDir, outDir);
  }
  mkdirSync(path.dirname(recordFile), { recursive: true });
  // Renamed into place: an interrupted write never leaves a record that would keep too little.
  const tmp = `${recordFile}.tmp`;
  writeFileSync(tmp, JSON.stringify({ files: [...current].sort() } satisfies Record) + '\n');
  renameSync(tmp, recordFile);
  return { removed };
}
