import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { ErrorBoundary } from '../common/ErrorBoundary.js';
import { lazyRetryable } from '../../lib/lazy-retryable.js';
import { noToasts, toastStore, type Toast } from '../../lib/toast-store.js';

// Toasts follow a form submission: their code loads with the first one, not with every page.
const ToastCard = lazyRetryable(() => import('./ToastCard.js').then((m) => m.default));
/** Fetches the toasts' code ahead of need (a form calls it once the visitor starts filling it in). */
export const preloadToasts = ToastCard.preload;

/** The region's name and each toast's close button, in the page's language. */
export type ToasterTexts = { label: string; dismiss: string };

/**
 * Where toasts appear. Both live regions are in the server HTML from the start, so screen readers
 * announce a toast the moment it is added: politely for success, at once (role=alert) for errors.
 */
export function Toaster({ texts }: { texts: ToasterTexts }) {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, noToasts);
  const list = (variant: Toast['variant']) =>
    toasts
      .filter((t) => t.variant === variant)
      .map((t) => (
        <ToastCard key={t.id} toast={t} dismissLabel={texts.dismiss} onDismiss={() => toastStore.dismiss(t.id)} />
      ));
  // Should the cards' code not arrive (offline), no toast shows and the site stays; the next toast tries again.
  const guarded = (cards: ReactNode) => (
    <ErrorBoundary fallback={null} onError={ToastCard.reset} resetKeys={[toasts]}>
      <Suspense>{cards}</Suspense>
    </ErrorBoundary>
  );
  return (
    <section
      aria-label={texts.label}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-3 p-4 sm:inset-x-auto sm:right-0 sm:items-end sm:p-6"
    >
      <div role="status" aria-live="polite" className="flex w-full flex-col items-center gap-3 sm:items-end">
        {guarded(list('success'))}
      </div>
      <div role="alert" aria-live="assertive" className="flex w-full flex-col items-center gap-3 sm:items-end">
        {guarded(list('destructive'))}
      </div>
    </section>
  );
}
