const focusable = 'a[href], button, input, select, textarea, iframe, [tabindex]';

/** The dialog's first and last controls on the Tab path (a frame's own controls are inside it, not here). */
function tabEnds(dialog: HTMLElement): [HTMLElement | undefined, HTMLElement | undefined] {
  const controls = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter(
    (control) =>
      control.tabIndex >= 0 && !control.inert && !control.matches(':disabled') && control.getClientRects().length > 0,
  );
  return [controls[0], controls.at(-1)];
}

/** The button to give focus back to: the opener, or the invoker of the popover that hid it (a menu). */
function returnTarget(opener: HTMLElement | null): HTMLElement | null {
  let target = opener;
  while (target && target.getClientRects().length === 0) {
    const popover = target.closest<HTMLElement>('[popover]');
    target = popover?.id ? document.querySelector<HTMLElement>(`[popovertarget="${popover.id}"]`) : null;
  }
  return target?.isConnected ? target : null;
}

/**
 * Makes a dialog that the page's buttons open as a popover (`popovertarget`, which works before and
 * without script) a modal dialog once the page is live: the page behind becomes inert, Tab wraps from
 * the last control to the first and back (the browser would leave for its own toolbar), focus goes back
 * to the button that opened it, even where a tap does not focus a button (iOS), and a click on the
 * backdrop closes it where `closedby` is not supported. A dialog already open as a popover is left to
 * the platform. Returns the clean-up.
 */
export function enhanceModal(dialog: HTMLDialogElement): () => void {
  let opener: HTMLElement | null = null;
  const onInvokerClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.(`[popovertarget="${dialog.id}"]`);
    if (!(button instanceof HTMLElement) || dialog.matches(':popover-open')) return;
    event.preventDefault();
    if (button.getAttribute('popovertargetaction') === 'hide') return dialog.close();
    opener = button;
    if (!dialog.open) dialog.showModal();
  };
  const onClose = () => {
    const active = document.activeElement;
    if (!active || active === document.body || dialog.contains(active)) returnTarget(opener)?.focus();
  };
  // The dialog's own box is covered by its content, so a click landing on the element itself hit the backdrop.
  const onClick = (event: MouseEvent) => {
    if (event.target === dialog && dialog.open) dialog.close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !dialog.matches(':modal')) return;
    const [first, last] = tabEnds(dialog);
    const active = document.activeElement;
    const next = event.shiftKey ? active === first && last : active === last && first;
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  document.addEventListener('click', onInvokerClick, true);
  dialog.addEventListener('close', onClose);
  dialog.addEventListener('click', onClick);
  dialog.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('click', onInvokerClick, true);
    dialog.removeEventListener('close', onClose);
    dialog.removeEventListener('click', onClick);
    dialog.removeEventListener('keydown', onKeyDown);
  };
}
