import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
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

  return {
    dir,
    deadDir,
    init,

    async write(record: OutboxRecord) {
      await init();
      await writeDurably(dir, `${record.id}.json`, record);
    },

    /** Every waiting message; unreadable files are moved aside to dead/ and reported by name. */
    async list(): Promise<{ records: OutboxRecord[]; corrupt: string[] }> {
      await init();
      const records: OutboxRecord[] = [];
      const corrupt: string[] = [];
      for (const name of await readdir(dir)) {
        const match = FILE.exec(name);
        if (!match) continue;
        const file = path.join(dir, name);
        let parsed: unknown;
        try {
          parsed = JSON.parse(await readFile(file, 'utf8'));
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue; // delivered meanwhile
          parsed = undefined;
        }
        if (isRecord(parsed) && parsed.id === match[1]) records.push(parsed);
        else {
          corrupt.push(name);
          await rename(file, path.join(deadDir, `${name}.unreadable`)).catch(() => {});
        }
      }
      return { records, corrupt };
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

    async countDead(): Promise<number> {
      await init();
      return (await readdir(deadDir)).filter((name) => !name.startsWith('.')).length;
    },
  };
}
