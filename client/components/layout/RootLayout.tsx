import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { deferred } from '../../routing/deferred.js';
import { SiteHeader } from './SiteHeader.js';
import { HydrationMarker } from './HydrationMarker.js';
import { ScrollManager } from './ScrollManager.js';
import { BookingProvider } from '../booking/BookingContext.js';
import { Toaster } from '../ui/Toaster.js';

// The footer's code loads as it nears the screen; until then its server HTML (plain links) stands.
const SiteFooter = deferred('site-footer', () => import('./SiteFooter.js').then((m) => m.SiteFooter));
if (import.meta.env.SSR) await SiteFooter.preload();

export function RootLayout() {
  return (
    <BookingProvider>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
      <Toaster />
      <ScrollManager />
      <HydrationMarker />
    </BookingProvider>
  );
}
