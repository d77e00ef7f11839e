import { use } from 'react';
import { useRoutes } from 'react-router-dom';
import { RootLayout } from '../components/layout/RootLayout.js';
import { useSite } from '../site-context.js';
import { loadedPageAndContent, loadPageAndContent, type PageAndContent } from './page-and-content.js';
import { usePageData } from './page-data.js';
import type { PageRoute } from './types.js';

export function RoutePage({ route }: { route: PageRoute }) {
  // Loaded before hydration (and before SSR) for the first page; other pages suspend while their code and copy load.
  const site = useSite();
  const { Page, content } = loadedPageAndContent(route) ?? use(loadPageAndContent(route, site));
  // No hook after the conditional `use`: when the code arrives while React waits, React replays this render
  // without `use`, and a hook called for the first time then fails (React recovers by rendering the whole
  // document again, synchronously). The data loads in the page's own component, once its code is here.
  return <PageWithData route={route} Page={Page} content={content} />;
}

function PageWithData({ route, Page, content }: { route: PageRoute } & PageAndContent) {
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
