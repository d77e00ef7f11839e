import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Menu from 'lucide-react/icons/menu';

const DIALOG_ID = 'mobile-menu';

// The menu's contents load when a visitor reaches for the button (hover, touch, focus), not with the page.
const loadDialog = () => import('./MobileMenuDialog.js');
const MobileMenuDialog = lazy(loadDialog);
const preload = () => void loadDialog();

/** The hamburger button below the large breakpoint; it opens the menu dialog. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={DIALOG_ID}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 ring-1 ring-inset ring-brand-200 transition-colors hover:bg-brand-50"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {open && (
        <Suspense>
          <MobileMenuDialog id={DIALOG_ID} onClose={close} toggle={toggle} />
        </Suspense>
      )}
    </>
  );
}
