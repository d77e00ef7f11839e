import { Outlet } from 'react-router-dom';
import { SiteHeader } from './SiteHeader.js';
import { SiteFooter } from './SiteFooter.js';
import { useLayoutParts } from './layout-parts.js';
import { PageErrorBoundary } from './PageErrorBoundary.js';
import { ScrollManager } from './ScrollManager.js';
import { BookingDialog } from '../booking/BookingDialog.js';
import { Toaster } from '../ui/Toaster.js';
import { useFragmentMovesOutsideRouter } from '../../routing/useFragmentMovesOutsideRouter.js';

export function RootLayout() {
  useFragmentMovesOutsideRouter();
  const { header, page, footer } = useLayoutParts({
    header: <SiteHeader />,
    page: (
      <PageErrorBoundary>
        <Outlet />
      </PageErrorBoundary>
    ),
    footer: <SiteFooter />,
  });
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      {header}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {page}
      </main>
      {footer}
      <BookingDialog />
      <Toaster />
      <ScrollManager />
    </>
  );
}
