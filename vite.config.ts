import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { constants as zlib } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { keptBuilds } from './scripts/build/kept-builds-plugin.js';
import { buildDefines } from './scripts/build/build-info.js';

const clientEntry = path.resolve('client/entry-client.tsx');
// The application (React, the layout, the router) the entry imports once the page has loaded.
const appModule = path.resolve('client/hydrate.tsx');
const stylesheet = path.resolve('client/styles/main.css');
const fontsStylesheet = path.resolve('client/styles/fonts.css');

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
let shell: Set<string> | undefined;

/** The modules `from` imports statically, directly or not. */
function staticImports(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    // An icon library's index re-exports every icon; the shell imports its few icons by path instead.
    if (seen.has(id) || /[\\/]lucide-react\.mjs$/.test(id)) return;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(from);
  return seen;
}

/**
 * The shell: what the application module imports statically (loaded on every page anyway), computed once
 * per build. The bootstrap entry's own few modules stay out of it, or the entry would load it all at once.
 */
function shellModules(graph: ModuleGraph): Set<string> {
  if (shell) return shell;
  const entry = staticImports(graph, clientEntry);
  return (shell = new Set([...staticImports(graph, appModule)].filter((id) => !entry.has(id))));
}

// Two builds from one config: the browser bundle (`vite build`) and the Node server with
// the SSR React tree bundled in (`vite build --ssr`); dependencies stay in node_modules.
export default defineConfig(({ command, isSsrBuild }) => ({
  // The version the server reports (start line, /healthz, build_info): package.json's and the commit's.
  define: buildDefines(),
  plugins: [
    react(),
    tailwindcss(),
    // Each build writes beside the previous one, which the running server and open pages still use.
    keptBuilds(),
    // Every text asset is compressed once, at its best, when built (gzip 9 and brotli 11, however small:
    // a page loads a dozen chunks under 1 KB, which on-the-fly compression would send plain); the
    // static handler serves these files as they are.
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg|json|webmanifest|txt|xml)$/,
        exclude: /(^|[\\/])\.vite[\\/]/,
        threshold: 0,
        skipIfLargerOrEqual: true,
        logLevel: 'silent',
        algorithms: [
          defineAlgorithm('gzip', { level: 9 }),
          defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        ],
      }),
  ],
  // Node resolves lucide-react to one 1.3 MB CommonJS file with every icon: parsing it on the first
  // request took 17 MB of malloc that glibc never gave back. Bundled, the server keeps only its icons.
  ssr: { noExternal: ['lucide-react'] },
  publicDir: 'public',
  // The browser's production bundle routes with the site's own light router (client/routing/browser-router):
  // react-router's bundle does not tree-shake, and all of it would ride on every page. The server renders
  // with react-router-dom. Anything that still imports react-router takes its production build: the
  // package exports only its development build (remix-run/react-router#14102), dev warnings and all.
  resolve:
    command !== 'build' || isSsrBuild
      ? {}
      : {
          alias: [
            { find: /^react-router-dom$/, replacement: path.resolve('client/routing/browser-router.tsx') },
            {
              find: /^react-router$/,
              replacement: path.resolve('node_modules/react-router/dist/production/index.mjs'),
            },
          ],
        },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        // Written over, not emptied: kept-builds.ts removes only what is older than the previous build.
        emptyOutDir: false,
        target: 'node20',
        copyPublicDir: false,
        sourcemap: true,
      }
    : {
        outDir: 'dist/client',
        // Written over, not emptied: kept-builds.ts removes only what is older than the previous build.
        emptyOutDir: false,
        manifest: true,
        target: 'es2022',
        sourcemap: process.env.CLIENT_SOURCEMAP === '1',
        modulePreload: {
          // The bootstrap preloads every chunk of the first page itself (the server's list): Vite's own
          // list of the application's chunks in it would be 40 bytes gzip sent twice.
          resolveDependencies: (_file: string, deps: string[], { hostId }: { hostId: string }) =>
            hostId.includes('entry-client') ? [] : deps,
        },
        rollupOptions: {
          // Constants written where they are used rather than exported from one chunk to the others: a shared
          // constant otherwise became a chunk of its own. 28–99 B gzip less on every page.
          optimization: { inlineConst: true },
          // The stylesheets are entries of their own: the server puts them in the page.
          input: {
            'entry-client': clientEntry,
            styles: stylesheet,
            fonts: fontsStylesheet,
          },
          output: {
            // Chunks are named by their content's hash alone: they name each other (the imports between
            // them, the shell's table of what each page needs), and the names cost 0.4-0.5 KB gzip of
            // JavaScript per page, more than the budget leaves. Vite's manifest maps sources to files.
            chunkFileNames: 'assets/[hash].js',
            // React and the router change rarely: one long-cached chunk. The shell (everything the entry
            // imports statically, loaded on every page anyway) is one chunk, so no page-only code rides
            // along with it; small pieces shared by several pages go into one chunk of their own.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
                  priority: 30,
                },
                {
                  name: (id, ctx) => (shellModules(ctx).has(id) ? 'shell' : null),
                  priority: 20,
                  // The shell names all its modules itself; pulling in their dependencies would take the
                  // entry's own few along (and the entry would then load the whole shell before painting).
                  includeDependenciesRecursively: false,
                },
                { name: 'common', minShareCount: 6, priority: 10 },
              ],
            },
          },
        },
      },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // One file per core: Vitest's default (one fewer) runs one file at a time on two cores, while most
    // files spend their time waiting on a browser or a server process.
    maxWorkers: availableParallelism(),
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
}));
