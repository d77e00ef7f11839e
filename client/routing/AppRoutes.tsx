import { use } from 'react';
import { useRoutes } from 'react-router-dom';
import { RootLayout } from '../components/layout/RootLayout.js';
import { useSite } from '../site-context.js';
import { loadedPage, loadPage } from './page-modules.js';
import { CurrentPageData, useRouteDataFor } from './page-data.js';
import type { PageRoute } from './types.js';

function RoutePage({ route }: { route: PageRoute }) {
  // Loaded before hydration (and before SSR) for the first page; other pages suspend while their code and copy load.
  const site = useSite();
  const { Page, content } = loadedPage(route) ?? use(loadPage(route, site));
  const data = useRouteDataFor(route);
  return (
    <CurrentPageData value={data}>
      <Page content={content} />
    </CurrentPageData>
  );
}

/** The site's pages inside the shared layout (header, footer, booking dialog). */
export function AppRoutes({ routes }: { routes: PageRoute[] }) {
  return useRoutes([
    {
      element: <RootLayout />,
      children: routes.map((route) => ({ path: route.path, element: <RoutePage key={route.id} route={route} /> })),
    },
  ]);
}
