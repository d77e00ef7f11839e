import { toastStore } from './toast-store.js';

/** Toasts for the forms: a normal and a destructive variant, announced to screen readers by <Toaster />. */
export const notify = {
  success(title: string, description?: string) {
    toastStore.show('success', title, description);
  },
  error(title: string, description?: string) {
    toastStore.show('destructive', title, description);
  },
};

/** Fetches the toasts' code ahead of need (a form calls it once the visitor starts filling it in). */
export function preloadToasts() {
  import('../components/ui/ToastCard.js').catch(() => {});
}
