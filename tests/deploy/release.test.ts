import { execFile } from 'node:child_process';
import { copyFileSync, lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../server/paths.js';
import { routePages } from '../helpers/routes.js';
import { bootSystemdBox, systemdBoxRefusal } from '../helpers/systemd-box.js';

// The documented upgrade, run as an operator runs it (docs/deploy.md): deploy/release.sh clones, installs
// (npm ci) and builds the next commit beside the release in use, switches /opt/clinic/current and restarts
// the unit; deploy/rollback.sh goes back. The site runs under systemd as shipped, with every page asked
// for all along: no request may fail, before, during or after either step.

const run = promisify(execFile);
const git = (cwd: string, ...args: string[]) =>
  run('git', ['-c', 'user.name=Release test', '-c', 'user.email=release@test.invalid', ...args], { cwd });

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'release-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

if (systemdBoxRefusal)
  console.warn(`systemd cannot be booted here (${systemdBoxRefusal}): the upgrade's run is skipped`);

describe.skipIf(systemdBoxRefusal !== null)('deploy/release.sh and deploy/rollback.sh', () => {
  it('upgrade to a new release and back under load, with every request answered 200', async () => {
    const root = path.join(dir, 'clinic');
    await mkdir(root);
    // The box's dynamic user reads the releases through /opt/clinic.
    await chmod(root, 0o755);
    const source = path.join(root, 'source');
    await git(dir, 'clone', '--quiet', rootDir, source);
    // This tree's scripts, whatever the last commit holds: they are what is tested.
    for (const script of ['deploy/release.sh', 'deploy/rollback.sh'])
      copyFileSync(path.join(rootDir, script), path.join(source, script));
    const commit = async (message: string) => {
      await git(source, 'commit', '--quiet', '--allow-empty', '-am', message);
      return (await git(source, 'rev-parse', '--short=12', 'HEAD')).stdout.trim();
    };

    // An operator's shell: none of the test runner's own settings (its NODE_ENV above all).
    const settings = (box?: { systemctlCommand: string }) => ({
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      CLINIC_ROOT: root,
      CLINIC_RESTART: box ? `${box.systemctlCommand} restart clinic.service` : 'true',
      // The packages CI's own install just fetched.
      npm_config_prefer_offline: 'true',
    });
    const release = async (box?: { systemctlCommand: string }) =>
      (await run(path.join(source, 'deploy/release.sh'), [], { cwd: source, env: settings(box) })).stdout;
    const rollback = async (box: { systemctlCommand: string }) =>
      (await run(path.join(source, 'deploy/rollback.sh'), [], { cwd: source, env: settings(box) })).stdout;
    const current = () => readlinkSync(path.join(root, 'current'));

    // The first install: a release and the link to it.
    const first = await commit('the release in use');
    await release();
    expect(current()).toBe(`releases/${first}`);
    const firstAssets = readdirSync(path.join(root, 'releases', first, 'dist/client/assets'));
    // Every file of the release in use, by name, size and modification time: the upgrade may change none.
    // Its .git is left out: the server never reads it, and git touches object files that local clones share.
    const snapshot = (release: string) =>
      readdirSync(release, { recursive: true, withFileTypes: true })
        .filter((entry) => !entry.isDirectory() && !/^\.git(\/|$)/.test(path.relative(release, entry.parentPath)))
        .map((entry) => {
          const file = path.join(entry.parentPath, entry.name);
          const { size, mtimeMs } = lstatSync(file);
          return `${path.relative(release, file)} ${size} ${mtimeMs}`;
        })
        .sort();
    const firstFiles = snapshot(path.join(root, 'releases', first));

    const box = await bootSystemdBox({
      box: path.join(dir, 'systemd'),
      unitText: readFileSync(path.join(rootDir, 'deploy/clinic.service'), 'utf8'),
      env: 'SITE_URL=https://www.palmharborchiro.test\nLOG_LEVEL=info\n',
      mounts: `mkdir /opt/clinic\nmount --bind "${root}" /opt/clinic`,
    });
    try {
      const running = async () => {
        const probe = `fetch('http://127.0.0.1:3000/healthz').then((r) => r.json()).then((h) => console.log(h.commit))`;
        return (await box.node(['-e', probe])).stdout.trim();
      };
      await box.listening(1);
      expect(first.startsWith(await running())).toBe(true);

      // Every page of the site in turn, on four connections, for the whole upgrade and rollback.
      const load = box.load(routePages.map((page) => `http://127.0.0.1:3000${page.path}`));
      await load.more(50);

      const next = await commit('the next release');
      const said = await release(box);
      await box.listening(2);
      await load.more(50);
      expect(current()).toBe(`releases/${next}`);
      expect(next.startsWith(await running())).toBe(true);
      expect(said).toContain(`current is now ${next} (was releases/${first})`);
      // The release in use was never touched, and the new one carries its pages' files for browsers still on them.
      const after = snapshot(path.join(root, 'releases', first));
      const [before, now] = [new Set(firstFiles), new Set(after)];
      const changed = firstFiles.filter((file) => !now.has(file));
      const added = after.filter((file) => !before.has(file));
      // As a string: the box's log follows a failure's message, and a diff of objects would be lost.
      expect(JSON.stringify({ changed: changed.slice(0, 10), added: added.slice(0, 10) })).toBe(
        JSON.stringify({ changed: [], added: [] }),
      );
      const nextAssets = readdirSync(path.join(root, 'releases', next, 'dist/client/assets'));
      expect(firstAssets.filter((file) => !nextAssets.includes(file))).toEqual([]);

      // Back in one command, with nothing to build.
      expect(await rollback(box)).toContain(`current is now ${first} (was ${next})`);
      await box.listening(3);
      await load.more(50);
      expect(current()).toBe(`releases/${first}`);
      expect(first.startsWith(await running())).toBe(true);

      const { ok, failures } = await load.finish();
      expect(failures).toEqual({});
      expect(ok).toBeGreaterThanOrEqual(150);
    } catch (err) {
      // Without a journal in the box, systemd's own account of a failed start is its units' status.
      const status = (await box.systemctl('status', '--no-pager', '--full', 'clinic.service', 'clinic.socket')).stdout;
      const result = (await box.systemctl('show', '-p', 'Result,ExecMainStatus,NRestarts', 'clinic.service')).stdout;
      throw new Error(`${(err as Error).message}\n${await box.log()}\n${status}\n${result}\n${box.output()}`);
    } finally {
      await box.kill();
    }
  });
});
