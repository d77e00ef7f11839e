import { use } from 'react';
import { useRoutes } from 'react-router-dom';
import { RootLayout } from '../components/layout/RootLayout.js';
import { loadedPage, loadPage } from './page-modules.js';
import { CurrentPageData, useRouteDataFor } from './page-data.js';
import type { PageRoute } from './types.js';

function RoutePage({ route }: { route: PageRoute }) {
  // Loaded before hydration (and before SSR) for the first page; other pages suspend while their chunk loads.
  const Page = loadedPage(route) ?? use(loadPage(route));
  const data = useRouteDataFor(route);
  return (
    <CurrentPageData value={data}>
      <Page {...route.props} />
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
