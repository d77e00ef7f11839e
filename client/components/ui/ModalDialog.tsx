import { useEffect, useRef, type ReactNode, type Ref, type RefObject } from 'react';
import { X } from 'lucide-react';

type Props = {
  /** Called on Escape and on a click on the backdrop; a stable callback (the dialog reopens when it changes). */
  onClose(): void;
  /** Where focus goes on opening (a close button). */
  initialFocus: RefObject<HTMLElement | null>;
  /** Where focus goes back on closing; by default whatever had it when the dialog opened. */
  returnFocus?: RefObject<HTMLElement | null>;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  className?: string;
  children: ReactNode;
};

/** The dialog's first and last controls on the Tab path (a frame's own controls are inside it, not here). */
function tabEnds(dialog: HTMLDialogElement): [HTMLElement | undefined, HTMLElement | undefined] {
  const controls = [
    ...dialog.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, iframe, [tabindex]'),
  ].filter((control) => control.tabIndex >= 0 && !control.matches(':disabled') && control.getClientRects().length > 0);
  return [controls[0], controls.at(-1)];
}

/**
 * A modal dialog, open for as long as it is mounted. A native <dialog> rather than a library: the browser
 * itself makes the page behind inert (no aria-hidden), closes it on Escape and draws the backdrop, for no script.
 * Added here: a click on the backdrop closes it, Tab wraps from the last control to the first and back (the
 * browser would leave for its own toolbar), and focus goes back to the opener; CSS holds the page's scrolling
 * (`:root:has(dialog:modal)` in main.css).
 */
export function ModalDialog({ onClose, initialFocus, returnFocus, children, ...attributes }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = returnFocus?.current ?? document.activeElement;
    if (!element.open) element.showModal();
    initialFocus.current?.focus();
    // The dialog's own box is covered by its content, so a click landing on the element itself hit the backdrop.
    const onClick = (event: MouseEvent) => event.target === element && onClose();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const [first, last] = tabEnds(element);
      const next = event.shiftKey ? document.activeElement === first && last : document.activeElement === last && first;
      if (!next) return;
      event.preventDefault();
      next.focus();
    };
    element.addEventListener('click', onClick);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('keydown', onKeyDown);
      if (element.open) element.close();
      // The opener may be gone or hidden (a menu that closed itself): then focus stays where the browser puts it.
      if (opener instanceof HTMLElement && opener.isConnected && opener.getClientRects().length > 0) opener.focus();
    };
  }, [onClose, initialFocus, returnFocus]);

  return (
    // Escape closes a modal dialog natively; the owner's state follows.
    <dialog ref={dialog} onClose={onClose} {...attributes}>
      {children}
    </dialog>
  );
}

type CloseButtonProps = { label: string; onClick(): void; ref: Ref<HTMLButtonElement> };

/** The round × button in a dialog's top bar; pass its ref as the dialog's `initialFocus`. */
export function DialogCloseButton({ label, onClick, ref }: CloseButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-800 ring-1 ring-inset ring-brand-200 transition-colors hover:bg-brand-50 forced-colors:border-2"
    >
      <X aria-hidden="true" className="size-6" />
    </button>
  );
}
