import { use } from 'react';
import { useRoutes } from 'react-router-dom';
import { RootLayout } from '../components/layout/RootLayout.js';
import { useSite } from '../site-context.js';
import { loadedPageAndContent, loadPageAndContent } from './page-and-content.js';
import { usePageData } from './page-data.js';
import type { PageRoute } from './types.js';

function RoutePage({ route }: { route: PageRoute }) {
  // Loaded before hydration (and before SSR) for the first page; other pages suspend while their code and copy load.
  const site = useSite();
  const { Page, content } = loadedPageAndContent(route) ?? use(loadPageAndContent(route, site));
  return <Page content={content} data={usePageData(route)} />;
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
