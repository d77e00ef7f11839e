import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

// Loaded on the first opening (or when a Schedule button is hovered or focused): most visits never
// open it, so its code stays out of the first load.
let dialogModule: Promise<typeof import('./BookingDialog.js')> | undefined;
export function preloadBookingDialog() {
  return (dialogModule ??= import('./BookingDialog.js'));
}
const BookingDialog = lazy(() => preloadBookingDialog().then((m) => ({ default: m.BookingDialog })));

// Only the actions, which never change: an opening re-renders no Schedule button, and no part of a
// page still waiting to hydrate (client/routing/deferred.tsx) is forced to by it.
type Booking = { open(): void; close(): void };

const BookingContext = createContext<Booking | null>(null);

/** One open/close control for the booking dialog, shared by every Schedule button on every page. */
export function BookingProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  // The widget frame is mounted on the first opening only, so the provider gets no request before.
  const [everOpened, setEverOpened] = useState(false);
  const open = useCallback(() => {
    setEverOpened(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ open, close }), [open, close]);
  return (
    <BookingContext.Provider value={value}>
      {children}
      {everOpened && (
        <Suspense fallback={null}>
          <BookingDialog open={isOpen} onOpenChange={(next) => (next ? open() : close())} />
        </Suspense>
      )}
    </BookingContext.Provider>
  );
}

export function useBooking(): Booking {
  const booking = useContext(BookingContext);
  if (!booking) throw new Error('useBooking must be used inside <BookingProvider>');
  return booking;
}
