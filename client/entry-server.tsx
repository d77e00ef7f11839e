import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App.js';
import { FormResultProvider } from './components/forms/form-result.js';
import { RootLayout } from './components/layout/RootLayout.js';
import { createRoutes, indexablePaths, type ExtraRoute } from './routes.js';
import { routeIndex } from './routing/route-index.js';
import { loadPageAndContent } from './routing/page-and-content.js';
import { failShellOnAnyError, type RenderCallbacks } from './render-callbacks.js';
import type { DataSources, PageRoute } from './routing/types.js';
import type { PageAssets, SiteAssets, SiteSettings } from '../shared/site.js';
import type { BlogDataAccess } from '../shared/blog.js';
import type { FormResult } from '../shared/schemas/form-posts.js';
import { SPECULATION_RULES_PATH } from '../shared/speculation-rules.js';
import { defaultLocale } from '../shared/locale.js';

export type { ExtraRoute, PageRoute };

export type PreparedPage = {
  kind: 'page';
  status: number;
  /** The route that answered: its id and its pattern in the route table (`/blog/:slug`, `*`). */
  route: { id: string; path: string };
  /** Everything the HTML depends on besides the build: equal keys give identical HTML. */
  contentKey: string;
  /** Extra response headers the matched route asks for. */
  headers: Record<string, string>;
  render(options: RenderCallbacks): {
    pipe<W extends NodeJS.WritableStream>(destination: W): W;
    abort(reason?: unknown): void;
  };
};

export type PrepareResult = PreparedPage | { kind: 'response'; response: Response };

export type PrepareOptions = {
  site: SiteSettings;
  assets: SiteAssets;
  /** The blog's data (the server's cache, read directly; loaders resolve before rendering). */
  blog: BlogDataAccess;
  /** Extra routes (tests use them to exercise the render-error path). */
  extraRoutes?: ExtraRoute[];
  /** A form post answered with this page again: the form shows the values, errors and alert. */
  form?: FormResult;
};

const siteRoutes = createRoutes();
const matchSiteRoute = routeIndex(siteRoutes);

/**
 * Loads the page's code, copy and data first, so the status is known and nothing suspends while
 * streaming. The page is server HTML; only its islands hydrate in the browser (client/islands).
 */
export async function preparePage(request: Request, options: PrepareOptions): Promise<PrepareResult> {
  const routes = options.extraRoutes ? createRoutes(options.extraRoutes) : siteRoutes;
  const url = new URL(request.url);
  const { route, params } = (options.extraRoutes ? routeIndex(routes) : matchSiteRoute)(url.pathname);
  const sources: DataSources = { blog: options.blog };
  const [{ Page, content }, loaded] = await Promise.all([
    loadPageAndContent(route, options.site),
    route.data?.({ params, url, locale: route.locale, sources, signal: request.signal }),
  ]);
  const status = loaded?.status ?? route.status ?? 200;
  const data = loaded?.data;

  const { inlineStyles, ...assets } = options.assets satisfies PageAssets;
  // A page answering a form post is one visitor's: its key never equals a plain page's.
  const formKey = options.form ? ` form:${JSON.stringify(options.form)}` : '';
  // A page not found renders the same whatever the path: one key per route that answers 404. The query reaches
  // a page only through its data, so the router is given the path alone and `/?utm_source=x` is the page `/`.
  const address = status === 404 ? route.id : url.pathname;
  return {
    kind: 'page',
    status,
    route: { id: route.id, path: route.path },
    contentKey: `${status} ${address}${formKey} ${JSON.stringify(data ?? null)}`,
    headers: {
      'Speculation-Rules': `"${SPECULATION_RULES_PATH}"`,
      ...(route.indexable === false ? { 'X-Robots-Tag': 'noindex' } : {}),
    },
    render: (callbacks) =>
      renderToPipeableStream(
        <App site={options.site} locale={route.locale} assets={assets} inlineStyles={inlineStyles}>
          <StaticRouter location={url.pathname}>
            <FormResultProvider value={options.form}>
              <RootLayout>
                <Page content={content} data={data} />
              </RootLayout>
            </FormResultProvider>
          </StaticRouter>
        </App>,
        {
          ...failShellOnAnyError(callbacks),
          // Data and code are loaded, so every Suspense boundary is complete: never "outline" a large
          // one (React would stream it after its fallback with an inline script, which the CSP blocks).
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        },
      ),
  };
}

// By their English paths: the sitemap lists each page in every language.
const sitemapPaths = indexablePaths(siteRoutes.filter((route) => route.locale === defaultLocale));

/** The route table's patterns (`/about`, `/blog/:slug`, `*`): what the server may answer with a page. */
export function pagePatterns(extraRoutes?: ExtraRoute[]): string[] {
  return createRoutes(extraRoutes).map((route) => route.path);
}

/** The paths of the fixed pages that belong in the sitemap (the server adds the blog's posts). */
export function indexablePagePaths(): readonly string[] {
  return sitemapPaths;
}
