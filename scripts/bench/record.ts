/**
 * docs/benchmarks.md: a short table of headline figures, one row per run for the record (newest first),
 * followed by the whole report of the last full run. A new full run adds its row and replaces the report;
 * the earlier rows stay, so the headline figures keep their history without the file growing a report per run.
 */

/** How many earlier runs the table keeps; older ones are in the file's history. */
export const KEPT_ROWS = 12;

const INTRO = [
  'What `npm run bench` measured, and how the headline figures moved. Method, budgets and what made the figures:',
  '[performance.md](performance.md). A full run adds its row to the table and replaces the report below it; a partial',
  'run (`--only=…`) writes docs/benchmarks.quick.md, and its figures join the table by hand when they matter. Every',
  "earlier record, with its machine and load average, is in this file's history (`git log -p docs/benchmarks.md`).",
];
const LEGEND = [
  'Lighthouse: mobile settings, the median of 3 runs per route. `/`: wrk at 100 connections, 10 s per run; "of nginx"',
  'and "of bare Node" are medians of the runs taken in turns with nginx and a bare Node server sending the same gzip',
  "bytes. Weights are the largest route's, gzip as sent.",
];
const RUNS_HEADING = '## Runs, newest first';
const FULL_RUN_HEADING = '## The last full run';

export const runsTableHeader = [
  '| date | commit | phases | Lighthouse: lowest score; slowest FCP / LCP; highest TBT (ms) | JS / HTML (KB) | `/` at 100 connections | made-up paths | memory (RSS) | other |',
  '|---|---|---|---|---|---|---|---|---|',
];

export type RunRow = {
  date: string;
  commit: string;
  phases: string;
  lighthouse: string;
  weight: string;
  throughput: string;
  unknownPaths: string;
  memory: string;
  other: string;
};

/** A table cell: pipes and line breaks would break the row. */
const cell = (text: string) =>
  text
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
    .trim();

export function formatRow(row: RunRow): string {
  const cells = [
    row.date,
    row.commit,
    row.phases,
    row.lighthouse,
    row.weight,
    row.throughput,
    row.unknownPaths,
    row.memory,
    row.other,
  ];
  return `| ${cells.map(cell).join(' | ')} |`;
}

/** The runs table's rows in an existing record, newest first; none when there is no record or no table. */
export function existingRows(record: string | null): string[] {
  if (!record) return [];
  const lines = record.split('\n');
  const start = lines.indexOf(RUNS_HEADING);
  if (start < 0) return [];
  const rows: string[] = [];
  let inTable = false;
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    if (line.startsWith('|')) {
      inTable = true;
      rows.push(line);
    } else if (inTable) break;
  }
  // The header and its separator row are written afresh.
  return rows.slice(2);
}

/**
 * The record after a full run: the runs table with `row` first and at most `KEPT_ROWS` rows in all, then
 * `report` (this run's whole report without its title, headings one level down) as the last full run.
 */
export function recordWithRun(existing: string | null, row: RunRow, report: string[]): string {
  const rows = [formatRow(row), ...existingRows(existing)].slice(0, KEPT_ROWS);
  const demoted = report.map((line) => (/^#{1,5} /.test(line) ? `#${line}` : line));
  return (
    [
      '# Benchmarks',
      '',
      ...INTRO,
      '',
      RUNS_HEADING,
      '',
      ...LEGEND,
      '',
      ...runsTableHeader,
      ...rows,
      '',
      FULL_RUN_HEADING,
      '',
      ...demoted,
    ].join('\n') + '\n'
  );
}
