import CalendarCheck from 'lucide-react/icons/calendar-check';
import { useTexts } from '../../locale-context.js';
import { DialogCloseButton } from '../ui/DialogCloseButton.js';
import { BookingWidget } from './BookingWidget.js';
import { BOOKING_DIALOG_ID } from './booking-ids.js';

/**
 * The booking dialog, in every page's HTML and closed. It is also a popover, so before and without
 * script every Schedule button opens it in any current browser (`popovertarget`), over a backdrop, with
 * focus on its close button; Escape, the close button and a click outside close it, and focus goes back
 * to the button. Once the page is live, script opens it as a modal dialog instead (lib/enhance-modal).
 * Server-rendered only (BookingDialog.tsx).
 */
export function BookingDialogMarkup() {
  const words = useTexts().common.booking;
  return (
    <dialog
      id={BOOKING_DIALOG_ID}
      popover="auto"
      closedby="any"
      aria-labelledby="booking-title"
      aria-describedby="booking-description"
      className="m-auto h-[95dvh] max-h-none w-[95vw] max-w-5xl animate-dialog-in flex-col border-0 overflow-hidden rounded-2xl bg-white p-0 shadow-2xl backdrop:animate-fade-in backdrop:bg-brand-900/70 backdrop:backdrop-blur-sm open:flex forced-colors:border-2"
    >
      <div className="flex items-start justify-between gap-4 border-b border-brand-100 bg-sand-50 px-5 py-3.5 sm:px-6">
        <div className="flex min-w-0 gap-3">
          <span className="mt-0.5 hidden size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-inset ring-brand-100 sm:inline-flex">
            <CalendarCheck aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id="booking-title" className="font-display text-xl font-semibold text-brand-900 sm:text-2xl">
              {words.title}
            </h2>
            <p id="booking-description" className="mt-0.5 text-sm text-muted">
              {words.description}
            </p>
          </div>
        </div>
        <DialogCloseButton
          label={words.close}
          popoverTarget={BOOKING_DIALOG_ID}
          popoverTargetAction="hide"
          // Where a dialog's own autofocus belongs: the browser focuses it on opening, as a popover or a modal.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
      </div>
      <BookingWidget lazy className="flex-1" />
    </dialog>
  );
}
