import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A cgroup of its own, under this process's, in every cgroup hierarchy of the machine (v1 and v2 alike).
 * A systemd booted in a new cgroup namespace takes the cgroup it starts in as its root: two boxes started
 * from the same one would share their units' cgroups (each one's /system.slice/clinic.service), and one
 * box's restart would meddle with the other's.
 */
export type OwnCgroup = {
  /** Files to write a process's PID into, before it forks anything, to move it in. */
  procsFiles: string[];
  /**
   * Shell, for inside the new cgroup and mount namespaces: mounts every hierarchy again (a mount made there
   * is rooted at this cgroup). The mounts the box inherits show the machine's whole tree, where its systemd
   * would make its units' cgroups at the top, beside every other box's.
   */
  mountInside: string;
  /** Removes the cgroup, and the ones made inside it, once the processes in them have gone. */
  remove(): Promise<void>;
};

export function makeOwnCgroup(name: string): OwnCgroup {
  const mounts = readFileSync('/proc/self/mounts', 'utf8')
    .split('\n')
    .map((line) => line.split(' '))
    .filter(([, , type]) => type === 'cgroup' || type === 'cgroup2');
  const dirs: string[] = [];
  for (const line of readFileSync('/proc/self/cgroup', 'utf8').trim().split('\n')) {
    const [, controllers = '', ...rest] = line.split(':');
    const current = rest.join(':');
    const wanted = controllers.split(',').filter(Boolean);
    const mount = mounts.find(([, , type, options = '']) =>
      wanted.length === 0
        ? type === 'cgroup2'
        : type === 'cgroup' && wanted.every((c) => options.split(',').includes(c)),
    );
    if (!mount) continue;
    const parent = path.join(mount[1]!, current);
    const dir = path.join(parent, name);
    mkdirSync(dir);
    dirs.push(dir);
    // A v1 cpuset takes no process until it is given CPUs and memory nodes (copied by reading: a kernel file
    // copied with copyFile comes out empty).
    for (const file of ['cpuset.cpus', 'cpuset.mems'])
      if (existsSync(path.join(dir, file))) writeFileSync(path.join(dir, file), readFileSync(path.join(parent, file)));
  }
  return {
    procsFiles: dirs.map((dir) => path.join(dir, 'cgroup.procs')),
    mountInside: mounts
      .map(([, where, type, options]) => `umount ${where} && mount -t ${type} -o ${options} ${type} ${where}`)
      .join('\n'),
    async remove() {
      for (const dir of dirs) await removeTree(dir);
    },
  };
}

/** Children first; a cgroup whose last process is still exiting refuses for a moment (EBUSY). */
async function removeTree(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory()) await removeTree(path.join(dir, entry.name));
  for (let attempt = 0; ; attempt++) {
    try {
      rmdirSync(dir);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return;
      // Left behind (harmless: its name is its own) rather than holding the test up.
      if (code !== 'EBUSY' || attempt === 100) return;
      await sleep(100);
    }
  }
}
