import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { isServicesPath } from '../../texts/navigation.js';
import { useHydrated } from '../../lib/useHydrated.js';
import { useServerMarkupLinks } from '../../lib/useServerMarkupLinks.js';
import { ServerMarkup } from '../common/ServerMarkup.js';
import { PANEL_HOLDER_ID, PANEL_ID, submenuId } from './services-menu-ids.js';
import { topLinkClasses } from './nav-styles.js';

/**
 * The Services dropdown, a disclosure menu (the pattern ARIA recommends for site navigation).
 * Mouse: opens on hover, closes on leave. Touch and click: the buttons toggle. Keyboard: Enter or
 * Space toggles; arrow keys open and move; Right opens a submenu, Left leaves it; Escape closes
 * the innermost part and returns focus to the button that opened it. The panel comes with the page
 * (ServicesMenuPanel, server-rendered only), so before the page is live CSS opens it (main.css); its
 * submenus open here, on the panel's own elements.
 */
export function ServicesMenu() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const submenu = useRef<string | null>(null);
  const root = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A click right after a hover-open keeps the menu open instead of toggling it shut.
  const openedByHover = useRef(false);
  const lastPointer = useRef<string>('keyboard');
  // Until the page is live, CSS opens the panel on hover and while focus is inside (main.css).
  const hydrated = useHydrated();

  /** Opens, then runs `then` on the shown panel. */
  const openMenu = useCallback((then?: () => void) => {
    flushSync(() => setOpen(true));
    then?.();
  }, []);

  const setSubmenu = useCallback((group: string | null) => {
    submenu.current = group;
    for (const button of root.current?.querySelectorAll<HTMLElement>('[data-opens]') ?? []) {
      const opens = button.dataset.opens === group;
      button.setAttribute('aria-expanded', String(opens));
      document.getElementById(submenuId(button.dataset.opens!))?.classList.toggle('hidden', !opens);
    }
  }, []);

  const close = useCallback(
    (returnFocus = false) => {
      window.clearTimeout(closeTimer.current);
      openedByHover.current = false;
      setOpen(false);
      setSubmenu(null);
      if (returnFocus) trigger.current?.focus();
    },
    [setSubmenu],
  );

  // A chosen link closes the menu: the location is outside state this menu follows.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => close(), [pathname, close]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  // Opened by CSS before the page was live (focus inside, or the pointer over it): it stays open.
  useEffect(() => {
    if (root.current?.matches(':focus-within, :hover')) setOpen(true);
  }, []);
  useServerMarkupLinks(PANEL_HOLDER_ID);
  // A submenu's button is current while it holds the current page (its links' aria-current set just above).
  useEffect(() => {
    for (const button of root.current?.querySelectorAll<HTMLElement>('[data-opens]') ?? []) {
      const holds = document.getElementById(submenuId(button.dataset.opens!))?.querySelector('[aria-current="page"]');
      if (holds) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    }
  }, [pathname]);

  // While open: Escape (wherever focus is) and a press outside close it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const active = document.activeElement;
      const group = submenu.current;
      const openSub = group && document.getElementById(submenuId(group));
      if (openSub && active && openSub.contains(active)) {
        setSubmenu(null);
        root.current?.querySelector<HTMLElement>(`[aria-controls="${submenuId(group)}"]`)?.focus();
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
  }, [open, close, setSubmenu]);

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
    setSubmenu(group);
    if (focusFirst) subItems(group)[0]?.focus();
  };

  // The panel's own events. Its group a pointer is over opens (mouse); any other of its items closes them.
  const inPanel = (target: EventTarget) => target instanceof Element && target.closest(`#${PANEL_ID}`) !== null;
  const groupOf = (target: Element) =>
    target.closest('[data-submenu-item]')?.querySelector<HTMLElement>('[data-opens]')?.dataset.opens ?? null;
  const onPanelPointerOver = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && inPanel(event.target)) setSubmenu(groupOf(event.target as Element));
  };
  // Focus entering an item of the panel closes the submenus, but for the open one it is inside.
  const onPanelFocus = (event: FocusEvent) => {
    if (inPanel(event.target) && groupOf(event.target) !== submenu.current) setSubmenu(null);
  };
  // A group's button: a mouse click opens its submenu (the hover did already), a tap or a key toggles it.
  const onPanelClick = (event: MouseEvent) => {
    const group = (event.target as Element).closest<HTMLElement>('[data-opens]')?.dataset.opens;
    if (!group || !inPanel(event.target)) return;
    setSubmenu(lastPointer.current === 'mouse' || submenu.current !== group ? group : null);
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
      data-services-menu={hydrated ? undefined : 'native'}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onPointerOver={onPanelPointerOver}
      onFocus={onPanelFocus}
      onClick={onPanelClick}
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
        className={topLinkClasses}
      >
        Services
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={PANEL_ID}
        data-services-panel
        className={`absolute left-1/2 top-full z-40 -translate-x-1/2 pt-3 ${open ? '' : 'hidden'}`}
      >
        <ServerMarkup part="services-panel" id={PANEL_HOLDER_ID} className="contents" />
      </div>
    </li>
  );
}
