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
