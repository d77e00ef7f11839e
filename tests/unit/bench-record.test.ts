import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { existingRows, formatRow, KEPT_ROWS, recordWithRun, type RunRow } from '../../scripts/bench/record.js';

const row = (date: string): RunRow => ({
  date,
  commit: 'abc1234',
  phases: 'full run',
  lighthouse: '100; 800 / 1,100; 20',
  weight: '89.5 / 25.0',
  throughput: '40,000 req/s; 0.61 of nginx, 0.8 of bare Node',
  unknownPaths: '98–103 % of a hit; RSS at most 120 MB',
  memory: 'at most 121 MB',
  other: '',
});
const report = ['Measured on a day.', '', '## Throughput', '', '| a | b |', '|---|---|', '| 1 | 2 |'];
const record = readFileSync(path.join(import.meta.dirname, '../../docs/benchmarks.md'), 'utf8');

describe('the benchmark record', () => {
  it('adds a full run as the first row and keeps the earlier rows', () => {
    const before = existingRows(record);
    expect(before.length).toBeGreaterThan(0);
    const after = recordWithRun(record, row('2099-01-01'), report);
    expect(existingRows(after)).toEqual([formatRow(row('2099-01-01')), ...before].slice(0, KEPT_ROWS));
  });

  it('replaces the last full run with this run’s report, its headings one level down', () => {
    const after = recordWithRun(record, row('2099-01-01'), report);
    const full = after.slice(after.indexOf('## The last full run'));
    expect(full).toContain('### Throughput');
    expect(full).toContain('| 1 | 2 |');
    expect(after.match(/^## The last full run$/gm)).toHaveLength(1);
    // Nothing of the previous report survives below the table.
    const previousReport = record.slice(record.indexOf('## The last full run'));
    const aLineOfIt = previousReport.split('\n').find((line) => line.startsWith('Measured by'));
    if (aLineOfIt) expect(after).not.toContain(aLineOfIt);
  });

  it('keeps at most the last rows, newest first', () => {
    let text: string | null = null;
    for (let day = 1; day <= KEPT_ROWS + 3; day++)
      text = recordWithRun(text, row(`2099-01-${String(day).padStart(2, '0')}`), report);
    const rows = existingRows(text);
    expect(rows).toHaveLength(KEPT_ROWS);
    expect(rows[0]).toContain(`2099-01-${String(KEPT_ROWS + 3).padStart(2, '0')}`);
  });

  it('keeps a row on one line whatever its figures hold', () => {
    const line = formatRow({ ...row('2099-01-01'), other: 'a | b\nc' });
    expect(line.split('\n')).toHaveLength(1);
    expect(line.split(/(?<!\\)\|/)).toHaveLength(11);
  });
});
