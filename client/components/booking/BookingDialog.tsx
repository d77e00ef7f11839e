import { useEffect } from 'react';
import { enhanceModal } from '../../lib/enhance-modal.js';
import { holdFrameUntilLoaded } from '../../lib/hold-frame-until-loaded.js';
import { ServerMarkup } from '../common/ServerMarkup.js';
import { BOOKING_DIALOG_ID } from './booking-ids.js';

/**
 * The booking dialog: its markup comes with the page and works by itself (BookingDialogMarkup); once the
 * page is live, script adds what the platform leaves out (lib/enhance-modal) and keeps the calendar's frame
 * out of the Tab order until its document is in.
 */
export function BookingDialog() {
  useEffect(() => {
    const dialog = document.getElementById(BOOKING_DIALOG_ID);
    if (!(dialog instanceof HTMLDialogElement)) return;
    const box = dialog.querySelector<HTMLElement>('[data-booking-frame]');
    const undo = [enhanceModal(dialog), box ? holdFrameUntilLoaded(box) : () => {}];
    return () => undo.forEach((clean) => clean());
  }, []);
  return <ServerMarkup part="booking-dialog" id="booking" />;
}
