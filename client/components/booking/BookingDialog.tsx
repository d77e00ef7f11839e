import { useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { CalendarCheck, LoaderCircle, X } from 'lucide-react';
import { clinic } from '../../../shared/clinic.js';
import { useSite } from '../../site-context.js';
import { inertOutside } from '../../lib/inert-outside.js';

/**
 * The modal holding the scheduling provider's widget. Radix traps focus and closes on Escape and on
 * a click on the overlay; focus then goes back to where it was before. The frame exists only while
 * the dialog is open (created on the first opening, so the provider gets no request before).
 */
/**
 * Radix only hides the page behind from assistive tech (aria-hidden), leaving its links and buttons
 * focusable; inert takes them out of reach altogether. The toasts' live regions stay heard.
 */
const pageBehindInert = (content: HTMLDivElement | null) =>
  content ? inertOutside([content, ...document.querySelectorAll('[role="status"][aria-live], [role="alert"][aria-live]')]) : undefined;

export function BookingDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { embeds } = useSite();
  const [loaded, setLoaded] = useState(false);
  // Radix returns focus to a Dialog.Trigger; our openers are plain buttons anywhere on the page.
  const opener = useRef<Element | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="booking-overlay" className="fixed inset-0 z-50 animate-fade-in bg-brand-900/70 backdrop-blur-sm" />
        <Dialog.Content
          ref={pageBehindInert}
          onOpenAutoFocus={() => (opener.current = document.activeElement)}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            setLoaded(false);
            const target = opener.current;
            // The opener may be gone (a menu that closed itself); then focus stays where the browser puts it.
            if (target instanceof HTMLElement && target.isConnected && target.getClientRects().length > 0) target.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 flex h-[95dvh] w-[95vw] max-w-5xl -translate-x-1/2 -translate-y-1/2 animate-dialog-in flex-col overflow-hidden rounded-2xl bg-white shadow-2xl forced-colors:border-2"
        >
          <div className="flex items-start justify-between gap-4 border-b border-brand-100 bg-sand-50 px-5 py-3.5 sm:px-6">
            <div className="flex min-w-0 gap-3">
              <span className="mt-0.5 hidden size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-inset ring-brand-100 sm:inline-flex">
                <CalendarCheck aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <Dialog.Title className="font-display text-xl font-semibold text-brand-900 sm:text-2xl">Schedule Your Appointment</Dialog.Title>
                <Dialog.Description className="mt-0.5 text-sm text-muted">Choose a day and time that suits you.</Dialog.Description>
              </div>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-800 ring-1 ring-inset ring-brand-200 transition-colors hover:bg-brand-50 forced-colors:border-2"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <div className="relative flex-1 bg-white">
            {!loaded && (
              <p className="absolute inset-0 flex items-center justify-center gap-2 text-muted">
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin-slow text-brand-600" />
                Loading the booking calendar…
              </p>
            )}
            <iframe
              src={embeds.bookingWidgetUrl}
              title="Online appointment booking"
              onLoad={() => setLoaded(true)}
              className={`relative size-full border-0 ${loaded ? '' : 'opacity-0'}`}
            />
          </div>
          {/* Also the way out of the frame for the keyboard: Tab from the widget's last control lands here. */}
          <p className="border-t border-brand-100 bg-sand-50 px-5 py-3 text-center text-sm text-muted sm:px-6">
            Prefer to talk to us?{' '}
            <a href={`tel:${clinic.phone.tel}`} className="whitespace-nowrap font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
              Call {clinic.phone.display}
            </a>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
