import { BOOKING_DIALOG_ID } from '../components/booking/booking-ids.js';
import { MOBILE_MENU_ID } from '../components/layout/mobile-menu-id.js';
import { PANEL_ID } from '../components/layout/services-menu-ids.js';
import { enhanceModal } from '../lib/enhance-modal.js';
import { holdFrameUntilLoaded } from '../lib/hold-frame-until-loaded.js';

/**
 * What every page's layout gets from script, on the server's markup: the booking dialog becomes modal, the
 * Services dropdown takes its keys (enhance/services-menu.ts), and the mobile menu closes on a choice (so
 * Back, restored from the back/forward cache, never shows it still open).
 */
export function enhanceLayout() {
  const dialog = document.getElementById(BOOKING_DIALOG_ID);
  if (dialog instanceof HTMLDialogElement) {
    enhanceModal(dialog);
    const box = dialog.querySelector<HTMLElement>('[data-booking-frame]');
    if (box) holdFrameUntilLoaded(box);
  }
  // Until its code is in, CSS opens the dropdown on hover and focus: it loads once a pointer or focus nears it.
  const services = document.querySelector<HTMLElement>('[data-services-menu]');
  // A press on the button while its code is on its way: the panel was open by CSS, and that press counts.
  let pressedEarly = false;
  const notePress = (event: Event) => {
    if ((event.target as Element).closest(`[aria-controls="${PANEL_ID}"]`)) pressedEarly = true;
  };
  services?.addEventListener('click', notePress);
  const loadMenu = () => {
    for (const type of intents) services?.removeEventListener(type, loadMenu);
    void import('./services-menu.js').then((m) => {
      services?.removeEventListener('click', notePress);
      if (services) m.enhanceServicesMenu(services, { pressedEarly });
    });
  };
  const intents = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of intents) services?.addEventListener(type, loadMenu, { passive: true });
  const menu = document.getElementById(MOBILE_MENU_ID);
  menu?.addEventListener('click', (event) => {
    if (
      (event.target as Element).closest(`a[href], [popovertarget="${BOOKING_DIALOG_ID}"]`) &&
      menu.matches(':popover-open')
    )
      menu.hidePopover();
  });
}
