import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configVariableNames, loadConfig } from '../../server/config.js';
import { rootDir } from '../../server/paths.js';

// .env.example is the operator's list of settings: it must name every variable the config schema reads,
// no variable the server ignores (beyond docker-compose.yml's own), and work as it is.
const COMPOSE_ONLY = ['COMPOSE_PROJECT_NAME', 'SITE_DOMAIN'];

type Entry = { name: string; value: string; active: boolean; comment: string };

/** `NAME=value` lines and `# NAME=value` (commented out: the default applies), each with the comment above. */
function parseEnvExample(text: string): Entry[] {
  const entries: Entry[] = [];
  let comment = '';
  for (const line of text.split('\n')) {
    const variable = line.match(/^(#\s?)?([A-Z][A-Z0-9_]*)=(.*)$/);
    if (variable) {
      entries.push({ name: variable[2]!, value: variable[3]!, active: !variable[1], comment });
      comment = '';
    } else comment = line.startsWith('#') ? line.replace(/^#\s*/, '') : '';
  }
  return entries;
}

const example = parseEnvExample(readFileSync(path.join(rootDir, '.env.example'), 'utf8'));
const schemaNames = configVariableNames;

describe('.env.example', () => {
  it('names every variable of the config schema once, and nothing else but the compose ones', () => {
    const names = example.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => !COMPOSE_ONLY.includes(n)).sort()).toEqual([...schemaNames].sort());
    const compose = readFileSync(path.join(rootDir, 'docker-compose.yml'), 'utf8');
    for (const name of COMPOSE_ONLY.filter((n) => n !== 'COMPOSE_PROJECT_NAME'))
      expect(compose).toContain(`\${${name}`);
  });

  it('explains each variable in a comment line above it', () => {
    for (const entry of example) expect(entry.comment, entry.name).toMatch(/\w.{10,}/);
  });

  it('has SITE_URL empty (required in deployments, so nothing starts until it is set), and every other server variable commented out', () => {
    const active = example.filter((e) => e.active && !COMPOSE_ONLY.includes(e.name));
    expect(active.map((e) => [e.name, e.value])).toEqual([['SITE_URL', '']]);
  });

  it('copied unchanged, the systemd unit, docker-compose.yml and the image refuse to start', () => {
    const env = {
      PATH: process.env.PATH,
      ...Object.fromEntries(example.filter((e) => e.active).map((e) => [e.name, e.value])),
    };
    // The unit's own check, as systemd runs it with the file as EnvironmentFile= ($$ is systemd's escaped $).
    const unit = readFileSync(path.join(rootDir, 'deploy/clinic.service'), 'utf8');
    const check = /^ExecStartPre=\/bin\/sh -c '(.*)'$/m.exec(unit)?.[1]?.replaceAll('$$', '$');
    expect(check).toBeDefined();
    const byUnit = spawnSync('/bin/sh', ['-c', check!], { env, encoding: 'utf8' });
    expect(byUnit.status).not.toBe(0);
    expect(byUnit.stderr).toContain('SITE_URL must be set');
    // The image's entrypoint.
    const dockerfile = readFileSync(path.join(rootDir, 'Dockerfile'), 'utf8');
    const entrypoint = JSON.parse(/^ENTRYPOINT (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
    const byImage = spawnSync(entrypoint[0]!, [...entrypoint.slice(1), 'true'], { env, encoding: 'utf8' });
    expect(byImage.status).toBe(1);
    expect(byImage.stderr).toContain('SITE_URL is not set');
    // Compose: `${SITE_URL:?…}` refuses an empty value as well as a missing one.
    const compose = readFileSync(path.join(rootDir, 'docker-compose.yml'), 'utf8');
    expect(compose).toMatch(/SITE_URL: \$\{SITE_URL:\?[^}]+\}/);
  });

  it('is a valid configuration as it stands, and with every commented value turned on', () => {
    const values = (entries: Entry[]) => Object.fromEntries(entries.map((e) => [e.name, e.value]));
    expect(loadConfig(values(example.filter((e) => e.active))).siteUrlFromDefault).toBe(true);
    const all = loadConfig(values(example));
    expect(all).toMatchObject({ trustProxy: 1, supabase: { url: 'https://your-project.supabase.co' } });
    expect(all.metricsToken?.length).toBeGreaterThanOrEqual(16);
  });
});
