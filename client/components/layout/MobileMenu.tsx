import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import Menu from 'lucide-react/icons/menu';
import { useServerMarkupLinks } from '../../lib/useServerMarkupLinks.js';
import { ServerMarkup } from '../common/ServerMarkup.js';
import { BOOKING_DIALOG_ID } from '../booking/booking-ids.js';
import { MOBILE_MENU_ID } from './mobile-menu-id.js';

const SHEET_HOLDER_ID = 'mobile-menu-holder';

/**
 * The hamburger button below the large breakpoint and the sheet it opens, a popover in the page's HTML:
 * it opens and closes from the first paint with no script (the button toggles it, Escape and a press
 * outside close it, and the browser tells assistive technology whether it is expanded), and its links
 * navigate. Once the page is live, its links navigate within the app, and a link, Schedule or any other
 * navigation closes it.
 */
export function MobileMenu() {
  const { pathname } = useLocation();
  // Only a later navigation closes it: a menu opened before the page was live stays open as it goes live.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== pathname) hideMenu();
    shownPath.current = pathname;
  }, [pathname]);
  useServerMarkupLinks(SHEET_HOLDER_ID);
  useEffect(() => {
    const holder = document.getElementById(SHEET_HOLDER_ID);
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest(`a[href], [popovertarget="${BOOKING_DIALOG_ID}"]`)) hideMenu();
    };
    holder?.addEventListener('click', onClick);
    return () => holder?.removeEventListener('click', onClick);
  }, []);

  return (
    <>
      <button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        aria-label="Menu"
        aria-haspopup="dialog"
        className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 ring-1 ring-inset ring-brand-200 transition-colors hover:bg-brand-50 forced-colors:border-2"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <ServerMarkup part="mobile-menu" id={SHEET_HOLDER_ID} className="contents" />
    </>
  );
}

function hideMenu() {
  const menu = document.getElementById(MOBILE_MENU_ID);
  if (menu?.matches(':popover-open')) menu.hidePopover();
}
