import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import http from 'node:http';
import { startDaemon, type Daemon } from '../../tools/daemon.js';
import { readyWhileRunning, stopAtEnd } from './server-process.js';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/**
 * Debian's nginx as a load balancer over `upstreamPorts`, in the foreground, with every file in `dir`.
 * Like a production balancer it keeps connections to the instances and passes a request that failed
 * on one (refused, reset) to the next.
 */
export async function startNginxBalancer({
  port,
  upstreamPorts,
  dir,
}: {
  port: number;
  upstreamPorts: number[];
  dir: string;
}): Promise<Daemon & { url: string }> {
  await mkdir(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=1s;`).join('\n')}
    keepalive 16;
    keepalive_timeout 4s;   # under the instances' own 5 s, so nginx always closes an idle connection first
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 4;
    }
  }
}
`,
  );
  let binary = NGINX[0]!;
  for (const candidate of NGINX)
    if (
      await access(candidate).then(
        () => true,
        () => false,
      )
    )
      binary = candidate;
  // nginx prints nothing when it starts: ready is when it answers.
  const daemon = await startDaemon(binary, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], () => true);
  // SIGTERM: a killed master would leave its worker running.
  stopAtEnd(daemon.child, 'SIGTERM');
  const url = `http://127.0.0.1:${port}`;
  const answers = () =>
    new Promise<boolean>((resolve) =>
      http.get(url + '/healthz', (res) => (res.resume(), resolve(true))).on('error', () => resolve(false)),
    );
  try {
    await readyWhileRunning(daemon.child, answers, () => `nginx exited:\n${daemon.output.join('')}`);
  } catch (err) {
    await daemon.stop();
    throw err;
  }
  return { ...daemon, url };
}
