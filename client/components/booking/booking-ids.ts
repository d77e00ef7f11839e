/** The one booking dialog in every page's HTML, which every Schedule button opens. */
export const BOOKING_DIALOG_ID = 'booking-dialog';
