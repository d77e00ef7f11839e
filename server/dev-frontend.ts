import { createServer } from 'vite';
import type { RequestHandler } from 'express';
import type { Frontend, EntryServer } from './frontend.js';

const PREAMBLE_PATH = '/@dev/entry.js';

/**
 * Development: Vite in middleware mode, the SSR entry reloaded on every request (hot reload),
 * and a tiny bootstrap that installs React Refresh before the client entry runs.
 */
export async function createDevFrontend(): Promise<{
  frontend: Frontend;
  middleware: RequestHandler;
  close(): Promise<void>;
}> {
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  const bootstrap: RequestHandler = (req, res, next) => {
    if (req.path !== PREAMBLE_PATH) return next();
    res
      .type('text/javascript')
      .send(
        [
          "import RefreshRuntime from '/@react-refresh';",
          'RefreshRuntime.injectIntoGlobalHook(window);',
          'window.$RefreshReg$ = () => {};',
          'window.$RefreshSig$ = () => (type) => type;',
          'window.__vite_plugin_react_preamble_installed__ = true;',
          "await import('/@vite/client');",
          "await import('/client/entry-client.ts');",
        ].join('\n'),
      );
  };
  return {
    frontend: {
      loadEntry: () => vite.ssrLoadModule('/client/entry-server.tsx') as Promise<EntryServer>,
      assets: {
        entry: PREAMBLE_PATH,
        styles: ['/client/styles/fonts.css?direct', '/client/styles/main.css?direct'],
        fonts: [],
      },
      buildId: `dev-${Date.now()}`,
    },
    middleware: (req, res, next) => bootstrap(req, res, () => vite.middlewares(req, res, next)),
    close: () => vite.close(),
  };
}
