import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { isServicesPath } from '../../texts/navigation.js';
import { PANEL_ID, submenuId } from './services-menu-ids.js';
import { topLinkClasses } from './nav-styles.js';
import { retryable } from '../../lib/retryable.js';
import type * as ServicesMenuPanel from './ServicesMenuPanel.js';

// The panel's links and markup load when a visitor reaches for the button (hover, focus, touch), not
// with every page: the server renders the button alone.
type PanelModule = typeof ServicesMenuPanel;
let panelModule: PanelModule | undefined;
// A failed load (a network blip) is forgotten, so the next reach for the button tries again.
const panel = retryable(() => import('./ServicesMenuPanel.js').then((module) => (panelModule = module)));
const loadPanel = () => panel.retry();
const preloadPanel = () => void loadPanel().catch(() => {});

/**
 * The Services dropdown, a disclosure menu (the pattern ARIA recommends for site navigation).
 * Mouse: opens on hover, closes on leave. Touch and click: the buttons toggle. Keyboard: Enter or
 * Space toggles; arrow keys open and move; Right opens a submenu, Left leaves it; Escape closes
 * the innermost part and returns focus to the button that opened it.
 */
export function ServicesMenu() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [submenu, setSubmenu] = useState<string | null>(null);
  const root = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A click right after a hover-open keeps the menu open instead of toggling it shut.
  const openedByHover = useRef(false);
  const lastPointer = useRef<string>('keyboard');
  // Bumped by every close, so an open that waited for the panel's code does not undo a later close.
  const closes = useRef(0);

  /** Opens once the panel's code is in (at once after the first time), then runs `then` on the shown panel. */
  const openMenu = useCallback((then?: () => void) => {
    const show = () => {
      flushSync(() => setOpen(true));
      then?.();
    };
    if (panelModule) return show();
    const token = closes.current;
    loadPanel().then(
      () => token === closes.current && show(),
      () => {},
    );
  }, []);

  const close = useCallback((returnFocus = false) => {
    closes.current += 1;
    window.clearTimeout(closeTimer.current);
    openedByHover.current = false;
    setOpen(false);
    setSubmenu(null);
    if (returnFocus) trigger.current?.focus();
  }, []);

  // A chosen link closes the menu: the location is outside state this menu follows.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => close(), [pathname, close]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // While open: Escape (wherever focus is) and a press outside close it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const active = document.activeElement;
      const openSub = submenu && document.getElementById(submenuId(submenu));
      if (openSub && active && openSub.contains(active)) {
        setSubmenu(null);
        root.current?.querySelector<HTMLElement>(`[aria-controls="${submenuId(submenu)}"]`)?.focus();
      } else {
        close(Boolean(active && root.current?.contains(active)));
      }
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, submenu, close]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    if (!open) {
      openedByHover.current = true;
      openMenu();
    }
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    // A short grace period forgives a pointer that slips off the edge on its way to a link.
    closeTimer.current = window.setTimeout(() => close(Boolean(root.current?.contains(document.activeElement))), 150);
  };

  const onTriggerClick = () => {
    if (open && openedByHover.current && lastPointer.current === 'mouse') {
      openedByHover.current = false;
      return;
    }
    if (open) close();
    else openMenu();
  };

  const topItems = () => [...(root.current?.querySelectorAll<HTMLElement>(`#${PANEL_ID} [data-nav-item="top"]`) ?? [])];
  const subItems = (group: string) => [
    ...(document.getElementById(submenuId(group))?.querySelectorAll<HTMLElement>('[data-nav-item="sub"]') ?? []),
  ];

  const openSubmenu = (group: string, focusFirst: boolean) => {
    flushSync(() => setSubmenu(group));
    if (focusFirst) subItems(group)[0]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    lastPointer.current = 'keyboard';
    const target = event.target as HTMLElement;
    if (target === trigger.current) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      const first = event.key === 'ArrowDown';
      openMenu(() => {
        const items = topItems();
        (first ? items[0] : items.at(-1))?.focus();
      });
      return;
    }
    const group = target.closest<HTMLElement>('[data-submenu]')?.dataset.submenu;
    const items = group ? subItems(group) : topItems();
    const index = items.indexOf(target);
    if (index < 0) return;
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(items.length - 1);
        break;
      case 'ArrowRight':
        if (group || !target.dataset.opens) return;
        openSubmenu(target.dataset.opens, true);
        break;
      case 'ArrowLeft':
        if (!group) return;
        setSubmenu(null);
        root.current?.querySelector<HTMLElement>(`[data-opens="${group}"]`)?.focus();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const active = isServicesPath(pathname);

  return (
    // Hovering the item opens the menu as a convenience for mice; the button is the way for everyone else.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={root}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onPointerDown={(event) => (lastPointer.current = event.pointerType)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing out closes it; a click on the panel's background (no new focus) does not.
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-current={active ? 'true' : undefined}
        onClick={onTriggerClick}
        onPointerEnter={preloadPanel}
        onTouchStart={preloadPanel}
        onFocus={preloadPanel}
        className={topLinkClasses}
      >
        Services
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={PANEL_ID} hidden={!open} className="absolute left-1/2 top-full z-40 -translate-x-1/2 pt-3">
        {open && panelModule && (
          <panelModule.ServicesMenuPanel
            pathname={pathname}
            submenu={submenu}
            setSubmenu={setSubmenu}
            lastPointer={lastPointer}
          />
        )}
      </div>
    </li>
  );
}
