import { BookingDialogMarkup } from './components/booking/BookingDialogMarkup.js';
import { MobileMenuSheet } from './components/layout/MobileMenuSheet.js';
import { ServicesMenuPanel } from './components/layout/ServicesMenuPanel.js';
import { SiteFooterMarkup } from './components/layout/SiteFooterMarkup.js';
import type { ServerParts } from './components/common/ServerMarkup.js';

/** The layout's server-only parts (components/common/ServerMarkup); only the server's entry imports this. */
export const serverParts: ServerParts = {
  'booking-dialog': BookingDialogMarkup,
  'mobile-menu': MobileMenuSheet,
  'services-panel': ServicesMenuPanel,
  footer: SiteFooterMarkup,
};
