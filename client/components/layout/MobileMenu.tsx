import { Suspense, useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import Menu from 'lucide-react/icons/menu';
import { lazyRetryable } from '../../lib/lazy-retryable.js';
import { notify } from '../../lib/notify.js';

const DIALOG_ID = 'mobile-menu';

// The menu's contents load when a visitor reaches for the button (hover, touch, focus), not with the page.
const MobileMenuDialog = lazyRetryable(() => import('./MobileMenuDialog.js').then((m) => m.default));
const preload = MobileMenuDialog.preload;

/** The hamburger button below the large breakpoint; it opens the menu dialog. */
export function MobileMenu() {
  const { pathname } = useLocation();
  // The page it was opened on: any navigation (a link, Back) closes it, for good.
  const [openOn, setOpenOn] = useState<string | null>(null);
  if (openOn !== null && openOn !== pathname) setOpenOn(null);
  const open = openOn === pathname;
  // The dialog's id is in the page only while it is mounted (its code loads on demand): the button
  // names it only then, never an element that is not there.
  const [shown, setShown] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpenOn(null), []);
  // Its code did not arrive (offline): say so; the next press tries again.
  const failed = useCallback(() => {
    MobileMenuDialog.reset();
    setOpenOn(null);
    notify.error(
      'The menu didn’t open',
      'Check your connection and try again. The links at the bottom of the page work too.',
    );
  }, []);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={shown ? DIALOG_ID : undefined}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => setOpenOn(pathname)}
        className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 ring-1 ring-inset ring-brand-200 transition-colors hover:bg-brand-50 forced-colors:border-2"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {open && (
        <ErrorBoundary fallback={null} onError={failed}>
          <Suspense>
            <MobileMenuDialog id={DIALOG_ID} onClose={close} onShown={setShown} toggle={toggle} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
