import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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
  const res = await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
  return res.text;
}

describe('deploy/alerts.yml', () => {
  it('alerts on an instance down, messages waiting over an hour, dead letters rising and a 5xx rate', () => {
    const byMetric = (name: string) => rules.filter((rule) => metricNames(rule.expr).includes(name));
    expect(byMetric('up')).toHaveLength(1);
    expect(rules.find((rule) => rule.expr.includes('outbox_oldest_age_seconds'))?.expr).toMatch(/>\s*3600\b/);
    expect(byMetric('outbox_dead_letters')).toHaveLength(1);
    expect(byMetric('http_request_duration_seconds_count')[0]?.expr).toContain('status=~"5.."');
  });

  it.skipIf(noPromtool)('passes promtool check rules', () => {
    const result = spawnSync(PROMTOOL, ['check', 'rules', RULES], { encoding: 'utf8' });
    expect(result.status, result.stdout + result.stderr).toBe(0);
  });

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
