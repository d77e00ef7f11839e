import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { clientDistDir } from '../../server/paths.js';
import { buildTestApp } from '../helpers/app.js';
import { templatePagesToAudit } from '../helpers/routes.js';

// The byte budgets, checked on the production build (`npm test` builds first). Sizes, not timings: what a
// visit downloads is decided by the build and by each page's markup, so a regression fails here.
type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] };
const manifest = JSON.parse(readFileSync(path.join(clientDistDir, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
/** A file's size as sent to a browser that accepts gzip: the build's .gz beside it, or the file itself. */
const gzipBytes = (file: string) => {
  const full = path.join(clientDistDir, file);
  return (existsSync(full + '.gz') ? statSync(full + '.gz') : statSync(full)).size;
};
const kb = (bytes: number) => bytes / 1024;

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`no ${key} in the build's manifest`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}
const total = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzipBytes(file), 0);

const ENTRY = 'client/entry-client.ts';
const RUNTIME = 'client/islands/runtime.ts';
const HYDRATE = 'client/islands/hydrate-island.tsx';

/** Each island's source module, as the registry imports it (client/islands/registry.ts). */
const islandSources = new Map(
  [
    ...readFileSync('client/islands/registry.ts', 'utf8').matchAll(
      /'?([\w-]+)'?: \(\) => import\('\.\.\/([^']+)\.js'\)/g,
    ),
  ].map(([, name, source]) => [name!, `client/${source}.tsx`]),
);

/** What the site's script loads by itself once a page has loaded, for what the page's markup holds. */
const pageEnhancements: [RegExp, string][] = [
  [/<tr data-weekday=/, 'client/enhance/office-hours.ts'],
  [/ data-reveal="/, 'client/enhance/reveal.ts'],
  [/<template data-hero-video=/, 'client/enhance/hero-video.ts'],
];

/** The shared enhancement's budget (the site's script), and the budget of a page with every island live. */
const SHARED_BUDGET_KB = 3;
const ISLANDS_BUDGET_KB = 90;

const { app } = buildTestApp();
const visits = await Promise.all(
  templatePagesToAudit.map(async (route) => {
    const html = (await request(app).get(route)).text;
    const islands = [...new Set([...html.matchAll(/<div data-island="([\w-]+)"/g)].map((m) => m[1]!))];
    // Before any island is needed: the script and what it loads for this page's markup.
    const first = staticClosure(ENTRY);
    for (const [marker, key] of pageEnhancements) if (marker.test(html)) staticClosure(key, first);
    // Every island of the page live: the islands' runtime, React and each island's own code.
    const live = new Set(first);
    if (islands.length > 0) [RUNTIME, HYDRATE].forEach((key) => staticClosure(key, live));
    for (const island of islands) staticClosure(islandSources.get(island)!, live);
    return { route, islands, first: total(first), live: total(live), liveFiles: live };
  }),
);

describe('the browser bundle', () => {
  it('names every island of the registry by its source module', () => {
    expect(islandSources.size).toBeGreaterThan(0);
    for (const source of islandSources.values()) expect(manifest[source], source).toBeDefined();
  });

  it(`sends every page the site's script, at most ${SHARED_BUDGET_KB} KB gzip, and a page without an island nothing more`, () => {
    console.log('JavaScript per route, KB gzip: on a first visit, and with every island of the page live');
    console.table(
      visits.map(({ route, islands, first, live }) => ({
        route,
        islands: islands.join(' ') || '-',
        'first visit': kb(first).toFixed(1),
        'islands live': kb(live).toFixed(1),
      })),
    );
    expect(kb(total(staticClosure(ENTRY)))).toBeLessThanOrEqual(SHARED_BUDGET_KB);
    const over = visits.filter(({ islands, live }) => islands.length === 0 && kb(live) > SHARED_BUDGET_KB);
    expect(over.map(({ route }) => route)).toEqual([]);
  });

  it('sends a page without an island no application code: no React, no island', () => {
    const react = staticClosure(HYDRATE);
    const without = visits.filter(({ islands }) => islands.length === 0);
    expect(without.length).toBeGreaterThan(0);
    for (const { route, first, live, liveFiles } of without) {
      expect(live, route).toBe(first);
      expect(
        [...liveFiles].filter((file) => react.has(file)),
        route,
      ).toEqual([]);
    }
  });

  it(`keeps a page with every island live within ${ISLANDS_BUDGET_KB} KB gzip`, () => {
    const over = visits.filter(({ live }) => kb(live) > ISLANDS_BUDGET_KB);
    expect(over.map(({ route, live }) => `${route}: ${kb(live).toFixed(1)} KB`)).toEqual([]);
  });

  it('has at most 20 KB gzip of CSS', () => {
    // This build's stylesheets: the previous build's stay beside them for pages still open.
    const css = [...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))].filter(
      (file) => file.endsWith('.css'),
    );
    expect(css.length).toBeGreaterThan(0);
    expect(kb(css.reduce((sum, file) => sum + gzipBytes(file), 0))).toBeLessThanOrEqual(20);
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
