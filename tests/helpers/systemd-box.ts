import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { rootDir } from '../../server/paths.js';
import { makeOwnCgroup } from './own-cgroup.js';
import { exitOf, readyWhileRunning, stopAtEnd } from './server-process.js';

/**
 * systemd itself, booted as PID 1 of fresh namespaces (PID, mount, network, cgroup), running
 * deploy/clinic.socket and clinic.service with all their hardening: the unit's real run, on a machine
 * whose own PID 1 is not systemd (a container, CI). Everything inside dies with the box.
 */

const run = promisify(execFile);
type Run = { stdout: string; stderr: string } | { code: number; stdout: string; stderr: string };

/** Why systemd cannot be booted here, or null when it can. */
export const systemdBoxRefusal: string | null = (() => {
  if (process.getuid?.() !== 0) return 'not root';
  if (readFileSync('/proc/1/comm', 'utf8').trim() === 'systemd') return 'systemd owns this machine (use systemd-run)';
  const paths = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin'];
  for (const program of ['unshare', 'nsenter', 'systemctl'])
    if (!paths.some((dir) => dir && existsSync(path.join(dir, program)))) return `no ${program}`;
  if (!existsSync('/lib/systemd/systemd')) return 'no /lib/systemd/systemd';
  const probe = spawnSync('unshare', ['--pid', '--fork', '--mount', '--net', '--cgroup', 'true']);
  return probe.status === 0 ? null : `unshare refused: ${String(probe.stderr).trim()}`;
})();

/** Load from inside the box's network: GET `url` on 4 kept-alive connections (tests/fixtures/steady-load.mjs). */
export type SteadyLoad = {
  /** Resolves once `count` more answers (failures included) than now have come. */
  more(count: number): Promise<void>;
  /** Stops the load; every request's outcome: 200s counted, anything else by kind. */
  finish(): Promise<{ ok: number; failures: Record<string, number> }>;
};

export type SystemdBox = {
  /** A path inside the box, as this side reaches it. */
  inside(file: string): string;
  systemctl(...args: string[]): Promise<Run>;
  /** The unit's output (stdout and stderr). */
  log(): Promise<string>;
  /** Resolves once the server has said "listening" `count` times since the boot. */
  listening(count: number): Promise<void>;
  /** The shell command that runs systemctl inside the box, for a script run on this side. */
  systemctlCommand: string;
  /** Runs node with `args` in the box's network. */
  node(args: string[]): Promise<{ stdout: string }>;
  /** Runs a program in the box's network (its files are this side's). */
  inNetwork(command: string, args: string[]): ChildProcess;
  /** `resolveTo`: the address every host name in `urls` resolves to. */
  load(urls: string[], resolveTo?: string): SteadyLoad;
  /** What unshare printed: for a failure's message. */
  output(): string;
  kill(): Promise<void>;
};

/**
 * Boots the box. `mounts` is shell run once /opt is an empty tmpfs, before /tmp is replaced: it puts the app
 * where the unit expects it (/opt/clinic/current). `unitText` is the unit to install, `env` its settings.
 */
export async function bootSystemdBox({
  box,
  unitText,
  env,
  mounts,
}: {
  box: string;
  unitText: string;
  env: string;
  mounts: string;
}): Promise<SystemdBox> {
  await mkdir(box, { recursive: true });
  // Its own cgroup: systemd's units in one box never share a cgroup with another box's.
  const cgroup = makeOwnCgroup(`clinic-box-${process.pid}-${randomUUID().slice(0, 8)}`);
  await writeFile(path.join(box, 'env'), env);
  // The test's own pieces in a drop-in: no boot dependencies, logs to a file, and a start and stop that wait
  // for node however long it takes. (In these namespaces systemd follows its SIGTERM with the final SIGKILL
  // at once, so node had to exit within milliseconds: no SIGKILL here.)
  await writeFile(
    path.join(box, 'test.conf'),
    '[Unit]\nDefaultDependencies=no\n[Service]\nEnvironmentFile=\nEnvironmentFile=/run/clinic-test/env\n' +
      'StandardOutput=append:/run/clinic-test/out.log\nStandardError=append:/run/clinic-test/out.log\n' +
      'TimeoutSec=infinity\nSendSIGKILL=no\n',
  );
  // The unit as given, but for node's path where this machine's node is not /usr/bin/node.
  const ownNode = process.execPath !== '/usr/bin/node';
  await writeFile(
    path.join(box, 'clinic.service'),
    ownNode ? unitText.replace('ExecStart=/usr/bin/node ', 'ExecStart=/opt/node ') : unitText,
  );
  // Private /run, /tmp, /var/lib, /var/log and /opt; network-online.target masked: what it waits for
  // elsewhere has no network to wait for in here.
  await writeFile(
    path.join(box, 'boot.sh'),
    `set -e
mount --make-rprivate /
${cgroup.mountInside}
mount -t tmpfs tmpfs /opt
${mounts}
${ownNode ? `touch /opt/node && mount --bind "${process.execPath}" /opt/node` : ''}
mount -t tmpfs tmpfs /run
mkdir -p /run/systemd/system/clinic.service.d /run/clinic-test
cp "${box}/clinic.service" /run/systemd/system/clinic.service
cp "${rootDir}/deploy/clinic.socket" /run/systemd/system/clinic.socket
cp "${box}/test.conf" /run/systemd/system/clinic.service.d/test.conf
cp "${box}/env" /run/clinic-test/env
ln -s /dev/null /run/systemd/system/network-online.target
mount -t tmpfs tmpfs /tmp
mount -t tmpfs tmpfs /var/lib
mount -t tmpfs tmpfs /var/log
exec env -i container=other PATH=/usr/sbin:/usr/bin:/sbin:/bin /lib/systemd/systemd --system --unit=clinic.service --log-target=null
`,
  );
  // Killing unshare kills the namespaces' PID 1 (--kill-child), and with it everything inside. The shell
  // moves itself into the box's own cgroup, then becomes unshare.
  const enter = cgroup.procsFiles.map((file) => `echo $$ > ${file} && `).join('');
  const unshare = stopAtEnd(
    spawn(
      'sh',
      [
        '-c',
        `${enter}exec unshare "$@"`,
        'sh',
        '--pid',
        '--fork',
        '--kill-child=SIGKILL',
        '--mount',
        '--net',
        '--uts',
        '--ipc',
        '--cgroup',
        'sh',
        `${box}/boot.sh`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  );
  let bootOutput = '';
  unshare.stdout.on('data', (c: Buffer) => (bootOutput += c));
  unshare.stderr.on('data', (c: Buffer) => (bootOutput += c));
  const exited = exitOf(unshare);
  const kill = async () => {
    unshare.kill('SIGKILL');
    await exited;
    await cgroup.remove();
  };

  // PID 1 of the namespaces: the child unshare forked, which became systemd (read while it may still be
  // forking or exec'ing: a process gone between two reads is not there yet).
  let pid1 = 0;
  const systemdBooted = () => {
    try {
      const children = readFileSync(`/proc/${unshare.pid}/task/${unshare.pid}/children`, 'utf8').trim();
      pid1 = Number(children.split(' ')[0]);
      return pid1 > 0 && readFileSync(`/proc/${pid1}/comm`, 'utf8').trim() === 'systemd';
    } catch {
      return false;
    }
  };
  try {
    await readyWhileRunning(unshare, systemdBooted, () => `unshare exited before systemd booted\n${bootOutput}`);
  } catch (err) {
    await kill();
    throw err;
  }
  const inside = (file: string) => `/proc/${pid1}/root${file}`;
  const systemctl = (...args: string[]) =>
    run('nsenter', ['-t', String(pid1), '-m', '-p', 'systemctl', ...args]).catch(
      (err: { code: number; stdout: string; stderr: string }) => err,
    );
  const log = () => readFile(inside('/run/clinic-test/out.log'), 'utf8').catch(() => '');
  const unitFailed = async () => !('code' in (await systemctl('is-failed', '--quiet', 'clinic.service')));
  const listening = (count: number) =>
    readyWhileRunning(
      unshare,
      async () => {
        if ((await log()).split('"msg":"listening').length - 1 >= count) return true;
        // A unit that failed (its restarts used up) fails the test with its log and status.
        if (await unitFailed())
          throw new Error(`the unit did not start:\n${await log()}\n${(await systemctl('status', 'clinic')).stdout}`);
        return false;
      },
      () => `systemd exited before the unit started\n${bootOutput}`,
      // Each look may run systemctl: not as often as a file read.
      { interval: 250 },
    );

  const load = (urls: string[], resolveTo?: string): SteadyLoad => {
    const stopFile = path.join(box, `stop-load-${Date.now()}-${Math.random()}`);
    const child = stopAtEnd(
      spawn(
        'nsenter',
        [
          '-t',
          String(pid1),
          '-n',
          process.execPath,
          path.join(rootDir, 'tests/fixtures/steady-load.mjs'),
          urls.join(','),
          stopFile,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, LOAD_RESOLVE: resolveTo ?? '' } },
      ),
    );
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c));
    const answered = () => Number(output.match(/answered (\d+)\n(?![\s\S]*answered \d)/)?.[1] ?? 0);
    const ended = exitOf(child);
    return {
      async more(count) {
        const target = answered() + count;
        await readyWhileRunning(
          child,
          () => answered() >= target,
          () => `the load ended early:\n${output}`,
        );
      },
      async finish() {
        await writeFile(stopFile, '');
        await ended;
        return JSON.parse(output.trim().split('\n').at(-1)!) as { ok: number; failures: Record<string, number> };
      },
    };
  };

  return {
    inside,
    systemctl,
    log,
    listening,
    systemctlCommand: `nsenter -t ${pid1} -m -p systemctl`,
    node: (args) => run('nsenter', ['-t', String(pid1), '-n', process.execPath, ...args]),
    inNetwork: (command, args) =>
      stopAtEnd(
        spawn('nsenter', ['-t', String(pid1), '-n', command, ...args], { stdio: ['ignore', 'pipe', 'pipe'] }),
        'SIGTERM',
      ),
    load,
    output: () => bootOutput,
    kill,
  };
}
