import { Outlet } from 'react-router-dom';
import { SiteHeader } from './SiteHeader.js';
import { SiteFooter } from './SiteFooter.js';
import { LayoutPart } from './LayoutPart.js';
import { PageErrorBoundary } from './PageErrorBoundary.js';
import { ScrollManager } from './ScrollManager.js';
import { BookingDialog } from '../booking/BookingDialog.js';
import { Toaster } from '../ui/Toaster.js';
import { useFragmentMovesOutsideRouter } from '../../routing/useFragmentMovesOutsideRouter.js';

export function RootLayout() {
  useFragmentMovesOutsideRouter();
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <LayoutPart>
        <SiteHeader />
      </LayoutPart>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <LayoutPart>
          <PageErrorBoundary>
            <Outlet />
          </PageErrorBoundary>
        </LayoutPart>
      </main>
      <LayoutPart>
        <SiteFooter />
      </LayoutPart>
      <BookingDialog />
      <Toaster />
      <ScrollManager />
    </>
  );
}
