import { BookingDialogMarkup } from './BookingDialogMarkup.js';

/**
 * The booking dialog: its markup works by itself (a popover every Schedule button opens); the site's
 * script makes it modal and keeps the calendar's frame out of the Tab order until its document is in
 * (enhance/layout.ts).
 */
export function BookingDialog() {
  return (
    <div id="booking">
      <BookingDialogMarkup />
    </div>
  );
}
