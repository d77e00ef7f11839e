import { defineConfig } from 'vite';
import { workerReportArgs } from './tests/reporters/hang-diagnosis.js';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { constants as zlib } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { keptBuilds } from './scripts/build/kept-builds-plugin.js';
import { islandWordsAsData } from './scripts/build/island-words-plugin.js';
import { buildDefines } from './scripts/build/build-info.js';

const clientEntry = path.resolve('client/entry-client.ts');
const stylesheet = path.resolve('client/styles/main.css');
const fontsStylesheet = path.resolve('client/styles/fonts.css');
// The server, and the privacy command (`npm run forget`), which shares its config and outbox code.
const serverEntries: Record<string, string> = {
  main: path.resolve('server/main.ts'),
  forget: path.resolve('server/forget.ts'),
};

// Two builds from one config: the browser bundle (`vite build`) and the Node server with
// the SSR React tree bundled in (`vite build --ssr`); dependencies stay in node_modules.
export default defineConfig(({ isSsrBuild }) => ({
  // The version the server reports (start line, /healthz, build_info): package.json's and the commit's.
  define: buildDefines(),
  plugins: [
    react(),
    tailwindcss(),
    // The islands' words reach the browser as data (the server renders with the modules themselves).
    !isSsrBuild && islandWordsAsData(),
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
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        // Written over, not emptied: kept-builds.ts removes only what is older than the previous build.
        emptyOutDir: false,
        target: 'node20',
        rollupOptions: { input: serverEntries },
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
        // An island's chunks load when it is needed, its dependencies (React) fetched at once beside it
        // rather than discovered import by import; nothing is preloaded from the page itself.
        modulePreload: { polyfill: false },
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
            // them, the islands' loaders), and longer names cost bytes on every page that has an island.
            // Vite's manifest maps sources to files.
            chunkFileNames: 'assets/[hash].js',
            // React changes rarely: one long-cached chunk, loaded only by a page with an island.
            codeSplitting: {
              groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 }],
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
    // The second names what still runs when the suite has gone quiet for minutes (a wait that never ends).
    reporters: ['default', './tests/reporters/still-running.ts'],
    // So that reporter can ask a quiet worker for its stack and open handles (a report, not an exit).
    execArgv: workerReportArgs,
    // No clock decides a test: a loaded machine makes the suite slower, never red.
    testTimeout: 0,
    hookTimeout: 0,
    // expect.poll: Node's largest timer delay, as no option switches its timer off.
    expect: { poll: { timeout: 2 ** 31 - 1, interval: 20 } },
  },
}));
