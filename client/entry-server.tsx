import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { App } from './App.js';
import { createRoutes, type RouteHandle } from './routes.js';
import { serializeForScript, type HydrationPayload, type PageAssets, type SiteSettings } from '../shared/site.js';
import type { BlogDataAccess } from '../shared/blog.js';

export type PreparedPage = {
  kind: 'page';
  status: number;
  /** Everything the HTML depends on besides the build: equal keys give identical HTML. */
  contentKey: string;
  /** Extra response headers the matched routes ask for. */
  headers: Record<string, string>;
  render(options: Pick<RenderToPipeableStreamOptions, 'onShellReady' | 'onShellError' | 'onError' | 'onAllReady'>): {
    pipe<W extends NodeJS.WritableStream>(destination: W): W;
    abort(reason?: unknown): void;
  };
};

export type PrepareResult = PreparedPage | { kind: 'response'; response: Response };

export type PrepareOptions = {
  site: SiteSettings;
  assets: PageAssets;
  /** The blog loaders' data (the server's cache, read directly; loaders resolve before rendering). */
  blog: BlogDataAccess;
  /** Extra routes (tests use them to exercise the render-error path). */
  extraRoutes?: RouteObject[];
};

/** Runs the route loaders first, so the status is known and nothing suspends while streaming. */
export async function preparePage(request: Request, options: PrepareOptions): Promise<PrepareResult> {
  const routes = createRoutes({ blog: options.blog, mode: 'server' }, options.extraRoutes);
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) return { kind: 'response', response: context };
  if (context.errors) {
    const first = Object.values(context.errors)[0];
    throw first instanceof Error ? first : new Error(`Route loader failed: ${JSON.stringify(first)}`);
  }

  const payload: HydrationPayload = {
    site: options.site,
    assets: options.assets,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  };
  const payloadJson = serializeForScript(payload);
  const router = createStaticRouter(handler.dataRoutes, context);
  const url = new URL(request.url);
  const noindex = context.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.noindex);

  return {
    kind: 'page',
    status: context.statusCode,
    contentKey: `${context.statusCode} ${url.pathname}${url.search} ${payloadJson}`,
    headers: noindex ? { 'X-Robots-Tag': 'noindex' } : {},
    render: (callbacks) =>
      renderToPipeableStream(
        <App site={options.site} assets={options.assets} payloadJson={payloadJson}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>,
        {
          ...callbacks,
          bootstrapModules: [options.assets.entry],
          // Loaders resolved everything, so every Suspense boundary is complete: never "outline" a large
          // one (React would stream it after its fallback with an inline script, which the CSP blocks).
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        },
      ),
  };
}
