import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveConfig, type InlineConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepPreviousBuild, recordFileFor } from '../../scripts/build/kept-builds.js';
import { rootDir } from '../../server/paths.js';
import { stopAtEnd } from '../helpers/server-process.js';

/**
 * An upgrade in place: the server runs on a build while the next one is written into the same dist/
 * (`npm run build`, then `systemctl restart`). The rebuild is simulated on a copy of the real build, by
 * the same code the build runs when it is done (keepPreviousBuild): every hashed file gets a new name,
 * as when a change reaches the shared chunks, and the files that name them are written over.
 */

type Manifest = Record<string, { file: string; css?: string[]; assets?: string[] }>;

let tree: string;
const running: { stop(): Promise<void> }[] = [];

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));

/** Written text files: the others (fonts, images) are copied as they are. */
const isText = (file: string) => /\.(js|css|json|map|svg|txt|xml|webmanifest)$/.test(file);

/**
 * Writes the next build over `outDir` as Vite would (emptyOutDir false): the current build's hashed
 * files (under assets/) under new names, every file naming them rewritten, then the build's last step.
 */
function rebuild(outDir: string, tag: string): { written: string[]; renamed: Map<string, string> } {
  const record = JSON.parse(readFileSync(recordFileFor(outDir), 'utf8')) as { files: string[] };
  // Compressed copies are left out: the static handler then serves the file itself.
  const current = record.files.filter((file) => existsSync(path.join(outDir, file)) && !/\.(gz|br)$/.test(file));
  const renamed = new Map<string, string>();
  for (const file of current) {
    if (file.startsWith('assets/')) renamed.set(path.posix.basename(file), `${tag}${path.posix.basename(file)}`);
  }
  const names = new RegExp(
    `(?<![\\w-])(${[...renamed.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
    'g',
  );
  const written: string[] = [];
  for (const file of current) {
    const target = path.posix.join(
      path.posix.dirname(file),
      renamed.get(path.posix.basename(file)) ?? path.posix.basename(file),
    );
    const source = readFileSync(path.join(outDir, file));
    writeFileSync(
      path.join(outDir, target),
      isText(file) ? source.toString('utf8').replace(names, (name) => renamed.get(name)!) : source,
    );
    written.push(target);
  }
  keepPreviousBuild({ outDir, files: written });
  return { written, renamed };
}

/** The production server of the copied tree on a free port. */
async function startServer() {
  const child = stopAtEnd(
    spawn(process.execPath, [path.join(tree, 'dist/server/main.js')], {
      cwd: tree,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: path.join(tree, 'data'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const output: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const port = /"port":(\d+)[^\n]*listening/.exec(buffer)?.[1];
      if (port) resolve(Number(port));
    });
    child.once('error', reject);
    void exited.then(() => reject(new Error(`server exited:\n${buffer}${output.join('')}`)));
  });
  const server = {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  running.push(server);
  return server;
}

const status = async (url: string) => (await fetch(url)).status;
const statuses = async (base: string, files: Iterable<string>) =>
  Object.fromEntries(await Promise.all([...files].map(async (file) => [file, await status(`${base}/${file}`)])));
const everyOk = (files: Iterable<string>) => Object.fromEntries([...files].map((file) => [file, 200]));

const manifestFiles = (manifest: Manifest) =>
  new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]));
const readManifest = () =>
  JSON.parse(readFileSync(path.join(tree, 'dist/client/.vite/manifest.json'), 'utf8')) as Manifest;

beforeAll(() => {
  tree = mkdtempSync(path.join(tmpdir(), 'upgrade-'));
  cpSync(path.join(rootDir, 'dist/client'), path.join(tree, 'dist/client'), { recursive: true });
  cpSync(path.join(rootDir, 'dist/server'), path.join(tree, 'dist/server'), { recursive: true });
  cpSync(path.join(rootDir, 'package.json'), path.join(tree, 'package.json'));
  symlinkSync(path.join(rootDir, 'node_modules'), path.join(tree, 'node_modules'));
  symlinkSync(path.join(rootDir, 'content'), path.join(tree, 'content'));
  // The copied build is the one running: its record as its build would have left it.
  for (const dir of ['client', 'server']) {
    const outDir = path.join(tree, 'dist', dir);
    keepPreviousBuild({ outDir, files: filesUnder(outDir) });
  }
});
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  rmSync(tree, { recursive: true, force: true });
});

describe('rebuilding while the server runs', () => {
  it('the build writes over dist/ (never empties it) and ends with keepPreviousBuild, for both bundles', async () => {
    for (const build of [{}, { build: { ssr: 'server/main.ts' } }] satisfies InlineConfig[]) {
      const config = await resolveConfig({ root: rootDir, logLevel: 'silent', ...build }, 'build', 'production');
      expect(config.build.emptyOutDir).toBe(false);
      expect(config.plugins.map((plugin) => plugin.name)).toContain('kept-builds');
    }
  });

  it('the old server renders pages it had not loaded yet and serves its pages’ files; the new one serves them too; the build after removes them', async () => {
    const oldServer = await startServer();
    const home = await (await fetch(`${oldServer.url}/`)).text();
    const pageFiles = new Set([...home.matchAll(/"\/(assets\/[^"?#]+)"/g)].map((m) => m[1]!));
    expect(pageFiles.size).toBeGreaterThan(0);
    const oldFiles = manifestFiles(readManifest());
    const oldServerChunks = filesUnder(path.join(tree, 'dist/server')).filter((f) =>
      /^assets\/(Contact|About)Page-/.test(f),
    );
    expect(oldServerChunks.length).toBeGreaterThan(0);

    const next = {
      client: rebuild(path.join(tree, 'dist/client'), 'n1-'),
      server: rebuild(path.join(tree, 'dist/server'), 'n1-'),
    };
    // Every hashed file of the old build now has a successor under another name.
    expect(next.client.renamed.size).toBeGreaterThan(0);
    for (const file of oldServerChunks) expect(next.server.written).not.toContain(file);

    // The running server imports /contact's and /about's chunks only now, from the build it started with.
    expect(await status(`${oldServer.url}/contact`)).toBe(200);
    expect(await status(`${oldServer.url}/about`)).toBe(200);
    expect(await statuses(oldServer.url, pageFiles)).toEqual(everyOk(pageFiles));
    await oldServer.stop();

    // Restarted on the new build: pages name the new files, and a page opened before still gets its own.
    const newServer = await startServer();
    const newHome = await (await fetch(`${newServer.url}/`)).text();
    const newPageFiles = new Set([...newHome.matchAll(/"\/(assets\/[^"?#]+)"/g)].map((m) => m[1]!));
    expect([...newPageFiles].filter((file) => pageFiles.has(file))).toEqual([]);
    expect(await statuses(newServer.url, newPageFiles)).toEqual(everyOk(newPageFiles));
    expect(await statuses(newServer.url, oldFiles)).toEqual(everyOk(oldFiles));
    expect(await status(`${newServer.url}/contact`)).toBe(200);
    await newServer.stop();

    // One build later, the first one's files are gone and the second one's stay.
    const third = rebuild(path.join(tree, 'dist/client'), 'n2-');
    rebuild(path.join(tree, 'dist/server'), 'n2-');
    const left = new Set(filesUnder(path.join(tree, 'dist/client')));
    expect([...oldFiles].filter((file) => left.has(file))).toEqual([]);
    expect(next.client.written.filter((file) => !left.has(file))).toEqual([]);
    expect(third.written.filter((file) => !left.has(file))).toEqual([]);
    expect(oldServerChunks.filter((file) => existsSync(path.join(tree, 'dist/server', file)))).toEqual([]);
  });

  it('a build that recorded nothing before removes nothing', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kept-builds-'));
    try {
      const outDir = path.join(dir, 'out');
      mkdirSync(outDir);
      writeFileSync(path.join(outDir, 'stale.js'), '');
      writeFileSync(path.join(outDir, 'new.js'), '');
      keepPreviousBuild({ outDir, files: ['new.js'] });
      expect(readdirSync(outDir).sort()).toEqual(['new.js', 'stale.js']);
      // Recorded now: the build after the next one removes it.
      keepPreviousBuild({ outDir, files: ['newer.js'] });
      expect(readdirSync(outDir).sort()).toEqual(['new.js']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
