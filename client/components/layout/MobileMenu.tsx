import { useTexts } from '../../locale-context.js';
import Menu from 'lucide-react/icons/menu';
import { MOBILE_MENU_ID } from './mobile-menu-id.js';
import { MobileMenuSheet } from './MobileMenuSheet.js';

/**
 * The hamburger button below the large breakpoint and the sheet it opens, a popover in the page's HTML:
 * it opens and closes with no script (the button toggles it, Escape and a press outside close it, and the
 * browser tells assistive technology whether it is expanded), and its links are links. The site's script
 * closes it on a choice (enhance/layout.ts).
 */
export function MobileMenu() {
  const { layout } = useTexts();
  return (
    <>
      <button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        aria-label={layout.menu}
        aria-haspopup="dialog"
        className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 ring-1 ring-inset ring-brand-200 transition-colors hover:bg-brand-50 forced-colors:border-2"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <div id="mobile-menu-holder" className="contents">
        <MobileMenuSheet />
      </div>
    </>
  );
}
