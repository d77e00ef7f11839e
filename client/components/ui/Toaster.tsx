import { Toaster as Sonner } from 'sonner';

/** The one place toasts appear; sonner renders an aria-live region so they are announced. */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      closeButton
      richColors
      toastOptions={{ duration: 6000, classNames: { title: 'font-semibold', description: 'text-sm' } }}
    />
  );
}
