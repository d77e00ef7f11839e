import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { clinic } from '../../../shared/clinic.js';
import { lazyRetryable } from '../../lib/lazy-retryable.js';
import { notify } from '../../lib/notify.js';

// Loaded on the first opening (or when a Schedule button is hovered or focused): most visits never
// open it, so its code stays out of the first load.
const BookingDialog = lazyRetryable(() => import('./BookingDialog.js').then((m) => m.BookingDialog));
export const preloadBookingDialog = BookingDialog.preload;

// Only the actions, which never change: an opening re-renders no Schedule button, and no part of a
// page still waiting to hydrate (client/routing/deferred.tsx) is forced to by it.
type Booking = { open(): void; close(): void };

const BookingContext = createContext<Booking | null>(null);

/** One open/close control for the booking dialog, shared by every Schedule button on every page. */
export function BookingProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  // Its code did not arrive (offline): say so, and let the next Schedule button try again.
  const failed = useCallback(() => {
    BookingDialog.reset();
    setOpen(false);
    notify.error(
      'The booking calendar didn’t open',
      `Check your connection and try again, or call us at ${clinic.phone.display}.`,
    );
  }, []);
  const value = useMemo(() => ({ open, close }), [open, close]);
  return (
    <BookingContext.Provider value={value}>
      {children}
      {isOpen && (
        <ErrorBoundary fallback={null} onError={failed}>
          <Suspense fallback={null}>
            <BookingDialog onClose={close} />
          </Suspense>
        </ErrorBoundary>
      )}
    </BookingContext.Provider>
  );
}

export function useBooking(): Booking {
  const booking = useContext(BookingContext);
  if (!booking) throw new Error('useBooking must be used inside <BookingProvider>');
  return booking;
}
