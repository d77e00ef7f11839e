import { toast } from 'sonner';

/** Toasts for the forms: a normal and a destructive variant, announced to screen readers by the Toaster. */
export const notify = {
  success(title: string, description: string) {
    toast.success(title, { description });
  },
  error(title: string, description: string) {
    toast.error(title, { description, className: 'toast-destructive' });
  },
};
