import { lazy, Suspense, useSyncExternalStore } from 'react';
import { noToasts, toastStore, type Toast } from '../../lib/toast-store.js';

// Toasts follow a form submission: their code loads with the first one, not with every page.
const ToastCard = lazy(() => import('./ToastCard.js'));

/**
 * Where toasts appear. Both live regions are in the server HTML from the start, so screen readers
 * announce a toast the moment it is added: politely for success, at once (role=alert) for errors.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, noToasts);
  const list = (variant: Toast['variant']) =>
    toasts.filter((t) => t.variant === variant).map((t) => <ToastCard key={t.id} toast={t} onDismiss={() => toastStore.dismiss(t.id)} />);
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-3 p-4 sm:inset-x-auto sm:right-0 sm:items-end sm:p-6"
    >
      <div role="status" aria-live="polite" className="flex w-full flex-col items-center gap-3 sm:items-end">
        <Suspense>{list('success')}</Suspense>
      </div>
      <div role="alert" aria-live="assertive" className="flex w-full flex-col items-center gap-3 sm:items-end">
        <Suspense>{list('destructive')}</Suspense>
      </div>
    </section>
  );
}
