import { readFileSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/** One undelivered message as it sits on disk: data/outbox/<id>.json. */
export type OutboxRecord = {
  id: string;
  /** The function that receives `body`. */
  target: string;
  source: string;
  createdAt: string;
  body: unknown;
};

/** A message a function refused, kept in data/outbox/dead/<id>.json for the operator. */
export type DeadLetter = OutboxRecord & {
  attempts: number;
  failedAt: string;
  failure: { reason: string; status?: number; detail?: string };
};

const ID = /^[A-Za-z0-9-]{8,64}$/;
const FILE = /^([A-Za-z0-9-]{8,64})\.json$/;

/** Files read at start between two turns of the event loop (see list()). */
const SCAN_BATCH = 500;

function isRecord(value: unknown): value is OutboxRecord {
  const r = value as OutboxRecord;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.id === 'string' &&
    ID.test(r.id) &&
    typeof r.target === 'string' &&
    typeof r.source === 'string' &&
    typeof r.createdAt === 'string' &&
    !Number.isNaN(Date.parse(r.createdAt)) &&
    typeof r.body === 'object' &&
    r.body !== null
  );
}

/** fsync a directory so a file created or renamed in it survives a power loss (not possible on Windows). */
async function syncDir(dir: string) {
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes the JSON next to its final name, flushes it, renames it into place and flushes the
 * directory: once this resolves the file is complete on disk, and a crash never leaves half a file.
 */
async function writeDurably(dir: string, name: string, value: unknown) {
  const tmp = path.join(dir, `.${name}.tmp`);
  const handle = await open(tmp, 'w', 0o600);
  try {
    await handle.writeFile(JSON.stringify(value, null, 2) + '\n');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, path.join(dir, name));
  await syncDir(dir);
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;

export function createOutboxStore(dir: string) {
  const deadDir = path.join(dir, 'dead');
  let ready: Promise<void> | null = null;

  /** Creates the folders (private: they hold visitors' messages) and drops unfinished temporary files. */
  const init = () =>
    (ready ??= (async () => {
      await mkdir(deadDir, { recursive: true, mode: 0o700 });
      for (const folder of [dir, deadDir]) {
        for (const name of await readdir(folder)) {
          // Never acknowledged to anyone: the answer is sent only after the rename.
          if (name.startsWith('.') && name.endsWith('.tmp')) await unlink(path.join(folder, name)).catch(() => {});
        }
      }
    })().catch((err) => {
      ready = null;
      throw err;
    }));

  /** The record a file holds if it is whole and its id matches the file's name. */
  const parse = (text: string, name: string): OutboxRecord | null => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return null;
    }
    return isRecord(parsed) && `${parsed.id}.json` === name ? parsed : null;
  };

  const moveAside = (name: string) =>
    rename(path.join(dir, name), path.join(deadDir, `${name}.unreadable`)).catch(() => {});

  return {
    dir,
    deadDir,
    init,

    async write(record: OutboxRecord) {
      await init();
      await writeDurably(dir, `${record.id}.json`, record);
    },

    /**
     * Every waiting message, read once at start; unreadable files are moved aside to dead/ and reported
     * by name. Read synchronously in batches, yielding between them: the promise API's round trips per
     * file make a large outbox many times slower to read (docs/performance.md, Throughput).
     */
    async list(): Promise<{ records: OutboxRecord[]; corrupt: string[] }> {
      await init();
      const records: OutboxRecord[] = [];
      const corrupt: string[] = [];
      const names = (await readdir(dir)).filter((name) => FILE.test(name));
      for (const [i, name] of names.entries()) {
        if (i > 0 && i % SCAN_BATCH === 0) await new Promise((resolve) => setImmediate(resolve));
        let text: string;
        try {
          text = readFileSync(path.join(dir, name), 'utf8');
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue; // delivered meanwhile
          text = '';
        }
        const record = parse(text, name);
        if (record) records.push(record);
        else {
          corrupt.push(name);
          await moveAside(name);
        }
      }
      return { records, corrupt };
    },

    /**
     * One waiting message's file: the message, `missing` (removed), or `unreadable` (moved to dead/).
     * A failed read (not the file's fault: descriptors, permissions) throws and the file stays.
     */
    async read(id: string): Promise<OutboxRecord | 'missing' | 'unreadable'> {
      const name = `${id}.json`;
      let text: string;
      try {
        text = await readFile(path.join(dir, name), 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
        throw err;
      }
      const record = parse(text, name);
      if (record) return record;
      await moveAside(name);
      return 'unreadable';
    },

    /** The ids of the waiting messages' files, read from the folder's names alone. */
    async ids(): Promise<string[]> {
      await init();
      return (await readdir(dir)).flatMap((name) => FILE.exec(name)?.[1] ?? []);
    },

    /** When each folder last changed (mtime, ms): an unchanged folder need not be listed again. */
    async stamps(): Promise<{ waiting: number; dead: number }> {
      await init();
      const [waiting, dead] = await Promise.all([stat(dir), stat(deadDir)]);
      return { waiting: waiting.mtimeMs, dead: dead.mtimeMs };
    },

    async remove(id: string) {
      await unlink(path.join(dir, `${id}.json`)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    },

    /** Keeps a refused message as a dead letter, then takes it out of the queue. */
    async bury(letter: DeadLetter) {
      await init();
      await writeDurably(deadDir, `${letter.id}.json`, letter);
      await this.remove(letter.id);
    },

    /**
     * Deletes the dead letters last written before `cutoff` (ms; the file's time, so unreadable files
     * go too, and nothing is read) and returns their file names.
     */
    async removeDeadBefore(cutoff: number): Promise<string[]> {
      await init();
      const removed: string[] = [];
      for (const name of await readdir(deadDir)) {
        if (name.startsWith('.')) continue;
        const file = path.join(deadDir, name);
        const stats = await stat(file).catch(() => null);
        if (!stats?.isFile() || stats.mtimeMs >= cutoff) continue;
        await unlink(file).catch((err: NodeJS.ErrnoException) => {
          if (err.code !== 'ENOENT') throw err;
        });
        removed.push(name);
      }
      return removed;
    },

    async countDead(): Promise<number> {
      await init();
      return (await readdir(deadDir)).filter((name) => !name.startsWith('.')).length;
    },
  };
}
