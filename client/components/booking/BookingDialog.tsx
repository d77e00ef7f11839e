import { useRef, useState } from 'react';
import { CalendarCheck, LoaderCircle } from 'lucide-react';
import { clinic } from '../../../shared/clinic.js';
import { useSite } from '../../site-context.js';
import { DialogCloseButton, ModalDialog } from '../ui/ModalDialog.js';

/**
 * The modal holding the scheduling provider's widget; mounted only while open, so the frame, and the
 * provider's first request, come with the first opening.
 */
export function BookingDialog({ onClose: close }: { onClose(): void }) {
  const { embeds } = useSite();
  const [loaded, setLoaded] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      aria-labelledby="booking-title"
      aria-describedby="booking-description"
      onClose={close}
      initialFocus={closeButton}
      className="m-auto h-[95dvh] max-h-none w-[95vw] max-w-5xl animate-dialog-in flex-col overflow-hidden rounded-2xl bg-white p-0 shadow-2xl backdrop:animate-fade-in backdrop:bg-brand-900/70 backdrop:backdrop-blur-sm open:flex forced-colors:border-2"
    >
      <div className="flex items-start justify-between gap-4 border-b border-brand-100 bg-sand-50 px-5 py-3.5 sm:px-6">
        <div className="flex min-w-0 gap-3">
          <span className="mt-0.5 hidden size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-inset ring-brand-100 sm:inline-flex">
            <CalendarCheck aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id="booking-title" className="font-display text-xl font-semibold text-brand-900 sm:text-2xl">
              Schedule Your Appointment
            </h2>
            <p id="booking-description" className="mt-0.5 text-sm text-muted">
              Choose a day and time that suits you.
            </p>
          </div>
        </div>
        <DialogCloseButton ref={closeButton} label="Close" onClick={close} />
      </div>
      <div className="relative flex-1 bg-white">
        {!loaded && (
          <p className="absolute inset-0 flex items-center justify-center gap-2 text-muted">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin-slow text-brand-600" />
            Loading the booking calendar…
          </p>
        )}
        {/* Out of the Tab order until its document is in: focus inside the empty frame is lost, to the page's
            body, when the widget's document replaces it. */}
        <iframe
          src={embeds.bookingWidgetUrl}
          title="Online appointment booking"
          inert={!loaded}
          onLoad={() => setLoaded(true)}
          className={`relative size-full border-0 ${loaded ? '' : 'opacity-0'}`}
        />
      </div>
      {/* Also the way out of the frame for the keyboard: Tab from the widget's last control lands here. */}
      <p className="border-t border-brand-100 bg-sand-50 px-5 py-3 text-center text-sm text-muted sm:px-6">
        Prefer to talk to us?{' '}
        <a
          href={`tel:${clinic.phone.tel}`}
          className="whitespace-nowrap font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          Call {clinic.phone.display}
        </a>
      </p>
    </ModalDialog>
  );
}
