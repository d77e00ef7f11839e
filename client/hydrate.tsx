import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.js';
import { FormResultProvider } from './components/forms/form-result.js';
import { createRoutes } from './routes.js';
import { AppRoutes } from './routing/AppRoutes.js';
import { matchPage } from './routing/match.js';
import { loadPageAndContent } from './routing/page-and-content.js';
import { pageDataKey, PageDataProvider } from './routing/page-data.js';
import type { DataSources } from './routing/types.js';
import { INLINE_CSS_ID, type HydrationPayload, type InlineStyles } from '../shared/site.js';
import { apiBlogData } from './components/blog/api.js';

// Built as its own entry for production (the server inlines it); imported here only for Vite's hot reload.
if (import.meta.env.DEV) void import('./styles/main.css');

/** Makes the server's page live: loads the first page's code, then hydrates the whole document. */
export async function hydrate(payload: HydrationPayload, payloadJson: string) {
  const routes = createRoutes();
  const sources: DataSources = { blog: apiBlogData, mode: 'browser' };

  // The first page's chunk must be in memory before hydrating, so the first render matches the
  // server's HTML without suspending. Its copy, if the route keeps it apart, came in the JSON.
  const sentContent = 'content' in payload.page ? { value: payload.page.content } : undefined;
  await loadPageAndContent(matchPage(routes, window.location.pathname).route, payload.site, sentContent);
  // The same text the server put in the page, so React keeps the elements as they are.
  const main = document.getElementById(INLINE_CSS_ID)?.textContent;
  const inlineStyles: InlineStyles | undefined = main == null ? undefined : { main };

  const initial = { key: pageDataKey(window.location.pathname, window.location.search), data: payload.page.data };

  // A User Timing mark: visible in DevTools' performance panel and to real-user monitoring.
  performance.mark('hydration-start');
  hydrateRoot(
    document,
    <App site={payload.site} assets={payload.assets} inlineStyles={inlineStyles} payloadJson={payloadJson}>
      <BrowserRouter>
        <PageDataProvider initial={initial} sources={sources}>
          <FormResultProvider value={payload.form}>
            <AppRoutes routes={routes} />
          </FormResultProvider>
        </PageDataProvider>
      </BrowserRouter>
    </App>,
    // React recovers by rendering a part afresh in the browser: still a fault, said where monitoring and tests look,
    // with the error React wraps (its own message only says that it recovered).
    { onRecoverableError: (error) => console.error(error, (error as Error).cause ?? '') },
  );
}
