import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useSite } from '../../site-context.js';

/** The modal holding the scheduling provider's widget; Radix traps focus and returns it on close. */
export function BookingDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { embeds } = useSite();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-900/70 backdrop-blur-sm data-[state=open]:animate-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 flex h-[95vh] max-h-[95vh] w-[95vw] max-w-5xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl"
        >
          <div className="flex items-center justify-between gap-4 border-b border-brand-100 px-5 py-3">
            <Dialog.Title className="font-display text-xl font-semibold text-brand-900 sm:text-2xl">
              Schedule Your Appointment
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
              aria-label="Close"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <iframe
            src={embeds.bookingWidgetUrl}
            title="Online appointment booking"
            className="w-full flex-1 border-0"
            loading="lazy"
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
