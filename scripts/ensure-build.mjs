// `npm start` runs this first: build when there is no build, or when a source file is newer than it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const builtServer = path.join(root, 'dist/server/main.js');
const sources = ['client', 'server', 'shared', 'public', 'content', 'vite.config.ts', 'package.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

const builtAt = existsSync(builtServer) ? statSync(builtServer).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'No build found: building…' : 'Sources changed since the last build: rebuilding…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
