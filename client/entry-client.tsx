import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.js';
import { createRoutes } from './routes.js';
import { AppRoutes } from './routing/AppRoutes.js';
import { matchPage } from './routing/match.js';
import { loadPageAndContent } from './routing/page-and-content.js';
import { PageDataProvider } from './routing/page-data.js';
import type { DataSources } from './routing/types.js';
import { HYDRATION_SCRIPT_ID, type HydrationPayload } from '../shared/site.js';
import { apiBlogData } from './components/blog/api.js';
import { afterFirstPaint } from './lib/after-first-paint.js';
import './styles/main.css';

const payloadJson = document.getElementById(HYDRATION_SCRIPT_ID)?.textContent ?? '';
const payload = JSON.parse(payloadJson) as HydrationPayload;
const routes = createRoutes();
const sources: DataSources = { blog: apiBlogData, mode: 'browser' };

// The first page's chunk (already preloaded by the server's <link rel=modulepreload>) must be in
// memory before hydrating, so the first render matches the server's HTML without suspending.
// Its copy, if the route keeps one apart, came in the JSON.
const sentContent = 'content' in payload.page ? { value: payload.page.content } : undefined;
await loadPageAndContent(matchPage(routes, window.location.pathname).route, payload.site, sentContent);

// Let the server's HTML paint first: hydration is one long task and would otherwise hold the first frame.
await afterFirstPaint();
// A User Timing mark: visible in DevTools' performance panel and to real-user monitoring.
performance.mark('hydration-start');

hydrateRoot(
  document,
  <App site={payload.site} assets={payload.assets} payloadJson={payloadJson}>
    <BrowserRouter>
      <PageDataProvider initial={payload.page} sources={sources}>
        <AppRoutes routes={routes} />
      </PageDataProvider>
    </BrowserRouter>
  </App>,
);
