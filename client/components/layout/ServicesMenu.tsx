import { useCallback, useEffect, useRef, useState, type HTMLAttributes, type KeyboardEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronRight from 'lucide-react/icons/chevron-right';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import { allServicesLink, currentFor, isServicesPath, serviceSubmenus, specialtyNav, type NavLink } from '../../content/navigation.js';
import { NavItemLink } from './NavItemLink.js';
import { topLinkClasses } from './nav-styles.js';

const PANEL_ID = 'services-menu';
const submenuId = (group: string) => `services-submenu-${group}`;

const itemClasses =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-[0.95rem] text-ink transition-colors hover:bg-brand-50 hover:text-brand-800 aria-expanded:bg-brand-50 aria-expanded:text-brand-800 aria-[current]:font-semibold aria-[current]:text-brand-800';

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

  const close = useCallback((returnFocus = false) => {
    window.clearTimeout(closeTimer.current);
    openedByHover.current = false;
    setOpen(false);
    setSubmenu(null);
    if (returnFocus) trigger.current?.focus();
  }, []);

  // A chosen link closes the menu.
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
      setOpen(true);
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
    else setOpen(true);
  };

  const topItems = () => [...(root.current?.querySelectorAll<HTMLElement>(`#${PANEL_ID} [data-nav-item="top"]`) ?? [])];
  const subItems = (group: string) => [...(document.getElementById(submenuId(group))?.querySelectorAll<HTMLElement>('[data-nav-item="sub"]') ?? [])];

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
      flushSync(() => setOpen(true));
      const items = topItems();
      (event.key === 'ArrowDown' ? items[0] : items.at(-1))?.focus();
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
        className={topLinkClasses}
      >
        Services
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={PANEL_ID} hidden={!open} className="absolute left-1/2 top-full z-40 -translate-x-1/2 pt-3">
        <ul className="w-72 animate-pop-in rounded-2xl bg-white p-2 shadow-[var(--shadow-popover)] ring-1 ring-brand-100">
          <li onPointerEnter={() => setSubmenu(null)} onFocus={() => setSubmenu(null)}>
            <NavItemLink href={allServicesLink.href} data-nav-item="top" className={`${itemClasses} font-semibold text-brand-800`}>
              <LayoutGrid aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
              {allServicesLink.label}
            </NavItemLink>
          </li>
          {serviceSubmenus.map((group) => {
            const expanded = submenu === group.id;
            const holdsCurrent = group.links.some((link) => currentFor(pathname, link.href) === 'page');
            return (
              <li
                key={group.id}
                className="relative"
                onPointerEnter={(event) => event.pointerType === 'mouse' && setSubmenu(group.id)}
                onFocus={() => setSubmenu((current) => (current === group.id ? current : null))}
              >
                <button
                  type="button"
                  data-nav-item="top"
                  data-opens={group.id}
                  aria-expanded={expanded}
                  aria-controls={submenuId(group.id)}
                  aria-current={holdsCurrent ? 'true' : undefined}
                  onClick={() => {
                    if (lastPointer.current === 'mouse') setSubmenu(group.id);
                    else setSubmenu(expanded ? null : group.id);
                  }}
                  className={itemClasses}
                >
                  <span className="flex-1">{group.label}</span>
                  <span className="text-xs font-medium text-muted">{group.links.length}</span>
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                </button>
                <div id={submenuId(group.id)} data-submenu={group.id} hidden={!expanded} className="absolute left-full top-0 -mt-2 pl-2">
                  <MenuLinks
                    links={group.links}
                    item="sub"
                    aria-label={group.label}
                    className="w-60 animate-pop-in rounded-2xl bg-white p-2 shadow-[var(--shadow-popover)] ring-1 ring-brand-100"
                  />
                </div>
              </li>
            );
          })}
          <li className="mt-2 border-t border-brand-100 pt-2" onPointerEnter={() => setSubmenu(null)} onFocus={() => setSubmenu(null)}>
            <p id="services-menu-specialty" className="px-3 pb-1 pt-1 text-xs font-semibold uppercase tracking-wider text-muted">
              {specialtyNav.label}
            </p>
            <MenuLinks links={specialtyNav.links} item="top" aria-labelledby="services-menu-specialty" />
          </li>
        </ul>
      </div>
    </li>
  );
}

/** A list of service links; `item` says which arrow-key group they move in. */
function MenuLinks({ links, item, ...list }: { links: NavLink[]; item: 'top' | 'sub' } & HTMLAttributes<HTMLUListElement>) {
  return (
    <ul {...list}>
      {links.map((link) => (
        <li key={link.href}>
          <NavItemLink href={link.href} data-nav-item={item} className={itemClasses}>
            {link.label}
          </NavItemLink>
        </li>
      ))}
    </ul>
  );
}
