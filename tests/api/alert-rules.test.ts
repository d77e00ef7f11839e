import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { rootDir } from '../../server/paths.js';
import { buildTestApp } from '../helpers/app.js';
import { skipForMissingTool } from '../helpers/missing-tool.js';

const TOKEN = 'test-metrics-token-0123456789';
const RULES = path.join(rootDir, 'deploy/alerts.yml');
const PROMTOOL = '/usr/bin/promtool';
const AMTOOL = '/usr/bin/amtool';
const noAmtool = skipForMissingTool(
  existsSync(AMTOOL) ? null : `no ${AMTOOL} (apt-get install prometheus-alertmanager)`,
  'the amtool checks',
);
const noPromtool = skipForMissingTool(
  existsSync(PROMTOOL) ? null : `no ${PROMTOOL} (apt-get install prometheus)`,
  'the promtool checks',
);

type Rules = { groups: { rules: { alert: string; expr: string }[] }[] };
const rules = (parse(readFileSync(RULES, 'utf8')) as Rules).groups.flatMap((group) => group.rules);

/** Series Prometheus makes itself for every target, not the app. */
const PROMETHEUS_OWN = new Set(['up', 'scrape_duration_seconds', 'scrape_samples_scraped']);
const PROMQL_WORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'bool',
  'and',
  'or',
  'unless',
  'offset',
]);

/** The metric names an expression reads: names not called as functions, outside label matchers, strings and ranges. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\boffset\s+\d+[smhdwy]\b/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  return [...bare.matchAll(/([a-zA-Z_:][\w:]*)(\s*\()?/g)]
    .filter((m) => m[2] === undefined)
    .map((m) => m[1]!)
    .filter((name) => !PROMQL_WORDS.has(name) && !/^\d/.test(name) && !/^(e|inf|nan)$/i.test(name));
}

async function scrape() {
  const { app } = buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
  // A request of each kind, so the request histogram has series.
  await request(app).get('/').expect(200);
  await request(app).get('/made-up-page').expect(404);
  await request(app).post('/api/contact').send({}).expect(400);
  const res = await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
  return res.text;
}

describe('deploy/alerts.yml', () => {
  it('reads the clinic-site job only, and the stuck threshold from the app rather than a number of its own', () => {
    for (const rule of rules) {
      const selectors = [...rule.expr.matchAll(/([a-zA-Z_:][\w:]*)\{([^}]*)\}/g)];
      expect(selectors.length, rule.alert).toBeGreaterThan(0);
      for (const [, , labels] of selectors) expect(labels, rule.alert).toContain('job="clinic-site"');
    }
    const stuck = rules.find((rule) => rule.expr.includes('outbox_oldest_age_seconds'))!.expr;
    expect(stuck).toContain('outbox_stuck_after_seconds');
    expect(stuck).not.toMatch(/\b\d{3,}\b/);
  });

  it.skipIf(noPromtool)('passes promtool check rules', () => {
    const result = spawnSync(PROMTOOL, ['check', 'rules', RULES], { encoding: 'utf8' });
    expect(result.status, result.stdout + result.stderr).toBe(0);
  });

  it.skipIf(noPromtool)('every alert fires and stays quiet in promtool test rules (deploy/alerts.test.yml)', () => {
    const testFile = path.join(rootDir, 'deploy/alerts.test.yml');
    type Case = { alertname: string; exp_alerts: unknown[] };
    const cases = (parse(readFileSync(testFile, 'utf8')) as { tests: { alert_rule_test: Case[] }[] }).tests.flatMap(
      (t) => t.alert_rule_test,
    );
    for (const { alert } of rules) {
      expect(
        cases.some((c) => c.alertname === alert && c.exp_alerts.length > 0),
        `${alert} firing`,
      ).toBe(true);
      expect(
        cases.some((c) => c.alertname === alert && c.exp_alerts.length === 0),
        `${alert} quiet`,
      ).toBe(true);
    }
    const result = spawnSync(PROMTOOL, ['test', 'rules', testFile], { encoding: 'utf8' });
    expect(result.status, result.stdout + result.stderr).toBe(0);
  });

  it.skipIf(noPromtool)(
    'deploy/prometheus/prometheus.yml loads the rules and scrapes the clinic-site job',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'prometheus-'));
      try {
        await copyFile(path.join(rootDir, 'deploy/prometheus/prometheus.yml'), path.join(dir, 'prometheus.yml'));
        await copyFile(RULES, path.join(dir, 'clinic-alerts.yml'));
        await writeFile(path.join(dir, 'clinic-metrics-token'), TOKEN);
        const result = spawnSync(PROMTOOL, ['check', 'config', path.join(dir, 'prometheus.yml')], { encoding: 'utf8' });
        expect(result.status, result.stdout + result.stderr).toBe(0);
        expect(result.stdout).toContain('SUCCESS: 1 rule files found');
        const config = parse(readFileSync(path.join(dir, 'prometheus.yml'), 'utf8')) as {
          scrape_configs: { job_name: string }[];
        };
        expect(config.scrape_configs.map((job) => job.job_name)).toEqual(['clinic-site']);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  it.skipIf(noAmtool)(
    'deploy/prometheus/alertmanager.yml passes amtool and sends every alert to the operator by e-mail',
    () => {
      const file = path.join(rootDir, 'deploy/prometheus/alertmanager.yml');
      const check = spawnSync(AMTOOL, ['check-config', file], { encoding: 'utf8' });
      expect(check.status, check.stdout + check.stderr).toBe(0);
      for (const { alert } of rules) {
        const route = spawnSync(AMTOOL, ['config', 'routes', 'test', `--config.file=${file}`, `alertname=${alert}`], {
          encoding: 'utf8',
        });
        expect(route.stdout.trim(), alert).toBe('clinic-operator');
      }
      const config = parse(readFileSync(file, 'utf8')) as { receivers: { name: string; email_configs?: unknown[] }[] };
      expect(config.receivers.find((r) => r.name === 'clinic-operator')?.email_configs).toHaveLength(1);
    },
  );

  it('reads only metrics the app exposes (or Prometheus makes itself)', async () => {
    const text = await scrape();
    const exposed = new Set(
      text
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => /^[a-zA-Z_:][\w:]*/.exec(line)![0]),
    );
    const used = [...new Set(rules.flatMap((rule) => metricNames(rule.expr)))];
    expect(used.length).toBeGreaterThanOrEqual(4);
    expect(used.filter((name) => !exposed.has(name) && !PROMETHEUS_OWN.has(name))).toEqual([]);
  });

  it.skipIf(noPromtool)('the scraped /metrics passes promtool check metrics', async () => {
    const text = await scrape();
    const result = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.stdout + result.stderr).toBe('');
  });
});
