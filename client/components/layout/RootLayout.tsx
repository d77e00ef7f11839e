import { useTexts } from '../../locale-context.js';
import type { ReactNode } from 'react';
import { SiteHeader } from './SiteHeader.js';
import { SiteFooter } from './SiteFooter.js';
import { BookingDialog } from '../booking/BookingDialog.js';

/** Every page inside the site's layout: the skip link, the header, the page, the footer and the booking dialog. */
export function RootLayout({ children }: { children: ReactNode }) {
  const { layout } = useTexts();
  return (
    <>
      <a href="#main" className="skip-link">
        {layout.skipLink}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <BookingDialog />
    </>
  );
}
