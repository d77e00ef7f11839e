import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// Two builds from one config: the browser bundle (`vite build`) and the Node server with
// the SSR React tree bundled in (`vite build --ssr`); dependencies stay in node_modules.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  publicDir: 'public',
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        copyPublicDir: false,
        sourcemap: true,
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        rollupOptions: {
          input: 'client/entry-client.tsx',
          output: {
            // React and the router change rarely: one long-cached chunk. Small pieces shared by several
            // pages (buttons, icons, page meta) go into one chunk instead of a dozen tiny requests.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 20 },
                { name: 'common', minShareCount: 3, priority: 10 },
              ],
            },
          },
        },
      },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
}));
