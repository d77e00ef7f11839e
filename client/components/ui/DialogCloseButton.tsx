import type { ButtonHTMLAttributes } from 'react';
import X from 'lucide-react/icons/x';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'className' | 'aria-label'> & { label: string };

/** The round × button in a dialog's or a sheet's top bar; it closes through its invoker attributes. */
export function DialogCloseButton({ label, ...invoker }: Props) {
  return (
    <button
      type="button"
      aria-label={label}
      {...invoker}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-800 ring-1 ring-inset ring-brand-200 transition-colors hover:bg-brand-50 forced-colors:border-2"
    >
      <X aria-hidden="true" className="size-6" />
    </button>
  );
}
