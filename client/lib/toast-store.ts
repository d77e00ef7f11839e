export type ToastVariant = 'success' | 'destructive';
export type Toast = { id: number; variant: ToastVariant; title: string; description?: string };

export type ToastStore = {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Toast[];
  show(variant: ToastVariant, title: string, description?: string): number;
  dismiss(id: number): void;
};

const none: readonly Toast[] = [];

/** The server never shows a toast; this is also the snapshot React hydrates with. */
export const noToasts = () => none;

/** A tiny external store (for useSyncExternalStore): the newest `limit` toasts, oldest first. */
export function createToastStore(limit = 3): ToastStore {
  let toasts = none;
  let nextId = 1;
  const listeners = new Set<() => void>();
  const update = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
    show(variant, title, description) {
      const id = nextId++;
      update([...toasts, { id, variant, title, description }].slice(-limit));
      return id;
    },
    dismiss(id) {
      if (toasts.some((t) => t.id === id)) update(toasts.filter((t) => t.id !== id));
    },
  };
}

/** The page's one store, rendered by <Toaster />. */
export const toastStore = createToastStore();
