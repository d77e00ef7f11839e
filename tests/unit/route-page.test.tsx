// @vitest-environment happy-dom
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RoutePage } from '../../client/routing/AppRoutes.js';
import { loadPageAndContent } from '../../client/routing/page-and-content.js';
import { PageDataProvider } from '../../client/routing/page-data.js';
import type { DataSources, PageProps, PageRoute } from '../../client/routing/types.js';
import { SiteProvider } from '../../client/site-context.js';
import type { SiteSettings } from '../../shared/site.js';

const site = { siteUrl: 'https://example.test' } as SiteSettings;
const sources = { mode: 'browser' } as DataSources;

// The code and copy of the next page resolve within microtasks, as when the browser already holds them:
// React then replays the page in the same render instead of starting it afresh.
const Home = () => <h1>Home</h1>;
const Next = ({ content, data }: PageProps<unknown, unknown>) => (
  <h1>
    {String(content)} {data instanceof Promise ? 'with its data coming' : 'without its data'}
  </h1>
);
let dataLoads = 0;
const routes: PageRoute[] = [
  { id: 'replay-home', path: '/', chunk: 'home', page: () => Promise.resolve({ default: Home }) },
  {
    id: 'replay-next',
    path: '/next',
    chunk: 'next',
    page: () => Promise.resolve({ default: Next }),
    content: () => Promise.resolve('Next page'),
    data: () => ({ data: ++dataLoads }),
  },
];

describe('a page rendered by the router', () => {
  it('opens after a client-side navigation whose code arrives while React waits, with no error to recover from', async () => {
    await loadPageAndContent(routes[0]!, site);
    const recovered: unknown[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container, { onRecoverableError: (error) => recovered.push(error) });
    let navigate!: NavigateFunction;
    const CaptureNavigate = () => ((navigate = useNavigate()), null);
    root.render(
      <SiteProvider value={site}>
        <MemoryRouter initialEntries={['/']}>
          <PageDataProvider initial={null} sources={sources}>
            <CaptureNavigate />
            <Suspense fallback={<p>Loading</p>}>
              <Routes>
                {routes.map((route) => (
                  <Route key={route.id} path={route.path} element={<RoutePage key={route.id} route={route} />} />
                ))}
              </Routes>
            </Suspense>
          </PageDataProvider>
        </MemoryRouter>
      </SiteProvider>,
    );
    await vi.waitFor(() => expect(container.textContent).toBe('Home'));

    await navigate('/next');
    await vi.waitFor(() => expect(container.textContent).toBe('Next page with its data coming'));
    expect(recovered).toEqual([]);
    expect(dataLoads).toBe(1);
    root.unmount();
  });
});
