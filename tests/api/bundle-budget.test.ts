import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDistDir } from '../../server/paths.js';

// The byte budgets, checked on the production build (`npm test` builds first). Sizes, not
// timings: what a first visit downloads is decided by the build, so a regression fails here.
type Chunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  src?: string;
};
const manifest = JSON.parse(readFileSync(path.join(clientDistDir, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
/** A file's size as sent to a browser that accepts gzip: the build's .gz beside it, or the file itself. */
const gzipKb = (file: string) => {
  const full = path.join(clientDistDir, file);
  return (existsSync(full + '.gz') ? statSync(full + '.gz') : statSync(full)).size / 1024;
};

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]!;
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = 'client/entry-client.tsx';
/** The bootstrap entry and the application it imports once the page has painted. */
const firstVisit = () =>
  (manifest[entryKey]!.dynamicImports ?? []).reduce((seen, key) => staticClosure(key, seen), staticClosure(entryKey));
const pageKeys = Object.keys(manifest).filter((key) => /^client\/pages\/\w+Page\.tsx$/.test(key));

/** The budget for a first visit's JavaScript, in KB gzip (docs/performance.md, JavaScript and CSS weight). */
const JS_BUDGET_KB = 90;

/** Each page's first-visit JavaScript: the files and their total, KB gzip. */
const firstVisits = pageKeys.map((key) => {
  const files = [...staticClosure(key, firstVisit())];
  return { key, files, kb: files.reduce((sum, file) => sum + gzipKb(file), 0) };
});

describe('the browser bundle', () => {
  it('has one chunk per page module', () => {
    const pages = readdirSync(path.join(clientDistDir, '..', '..', 'client', 'pages')).filter((f) =>
      /Page\.tsx$/.test(f),
    );
    expect(pageKeys.map((key) => path.basename(key)).sort()).toEqual(pages.sort());
  });

  it(`keeps every page's first-visit JavaScript (entry, shell, page) within ${JS_BUDGET_KB} KB gzip`, () => {
    const table = firstVisits.map(({ key, kb }) => ({
      page: path.basename(key, '.tsx'),
      'KB gzip': kb.toFixed(1),
      headroom: (JS_BUDGET_KB - kb).toFixed(1),
    }));
    console.log(`First-visit JavaScript per page, budget ${JS_BUDGET_KB} KB gzip`);
    console.table(table);
    const over = firstVisits.filter(({ kb }) => kb > JS_BUDGET_KB);
    expect(
      over.map(({ key, kb, files }) => `${key}: ${kb.toFixed(1)} KB (${files.join(', ')})`),
      `over ${JS_BUDGET_KB} KB gzip`,
    ).toEqual([]);
  });

  it('has at most 20 KB gzip of CSS', () => {
    // This build's stylesheets: the previous build's stay beside them for pages still open.
    const css = [...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))].filter(
      (file) => file.endsWith('.css'),
    );
    const total = css.reduce((sum, file) => sum + gzipKb(file), 0);
    expect(css.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(20);
  });

  it('carries no Supabase client, no secret and no server code', () => {
    const scripts = readdirSync(path.join(clientDistDir, 'assets')).filter((file) => file.endsWith('.js'));
    for (const file of scripts) {
      const code = readFileSync(path.join(clientDistDir, 'assets', file), 'utf8');
      expect(code, file).not.toMatch(/supabase|SUPABASE_|service_role|PostgrestClient|GoTrueClient/i);
      expect(code, file).not.toMatch(/node:fs|process\.env/);
    }
  });
});
