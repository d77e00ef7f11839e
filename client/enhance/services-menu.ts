import { PANEL_ID, submenuId } from '../components/layout/services-menu-ids.js';

/**
 * The Services dropdown, a disclosure menu (the pattern ARIA recommends for site navigation), made live
 * on the server's markup. Until this runs, CSS opens the panel on hover and while focus is inside
 * (main.css, `data-services-menu="native"`). Mouse: opens on hover, closes on leave. Touch and click: the
 * buttons toggle. Keyboard: Enter or Space toggles; arrow keys open and move; Right opens a submenu, Left
 * leaves it; Escape closes the innermost part and returns focus to the button that opened it.
 */
export function enhanceServicesMenu(root: HTMLElement, { pressedEarly = false } = {}) {
  const trigger = root.querySelector<HTMLButtonElement>(`[aria-controls="${PANEL_ID}"]`);
  const panel = document.getElementById(PANEL_ID);
  if (!trigger || !panel) return;
  let open = false;
  let submenu: string | null = null;
  let closeTimer: number | undefined;
  // A click right after a hover-open keeps the menu open instead of toggling it shut.
  let openedByHover = false;
  // Open when this took over (CSS opened it on focus or hover): the visitor saw it open without asking, so
  // their first press of the button, which they may have meant as "open", keeps it open. `pressedEarly`: that
  // press came before this script did (enhance/layout.ts noted it), so the next one closes.
  let openedBeforeScript = false;
  let lastPointer = 'keyboard';

  const groupButtons = () => [...root.querySelectorAll<HTMLElement>('[data-opens]')];
  const setSubmenu = (group: string | null) => {
    submenu = group;
    for (const button of groupButtons()) {
      const opens = button.dataset.opens === group;
      button.setAttribute('aria-expanded', String(opens));
      document.getElementById(submenuId(button.dataset.opens!))?.classList.toggle('hidden', !opens);
    }
  };
  const setOpen = (next: boolean) => {
    open = next;
    trigger.setAttribute('aria-expanded', String(next));
    panel.classList.toggle('hidden', !next);
    trigger.querySelector('svg')?.classList.toggle('rotate-180', next);
  };
  const close = (returnFocus = false) => {
    window.clearTimeout(closeTimer);
    openedByHover = openedBeforeScript = false;
    setOpen(false);
    setSubmenu(null);
    if (returnFocus) trigger.focus();
  };
  const topItems = () => [...panel.querySelectorAll<HTMLElement>('[data-nav-item="top"]')];
  const subItems = (group: string) => [
    ...(document.getElementById(submenuId(group))?.querySelectorAll<HTMLElement>('[data-nav-item="sub"]') ?? []),
  ];
  const inPanel = (target: EventTarget | null) => target instanceof Element && panel.contains(target);
  const groupOf = (target: Element) =>
    target.closest('[data-submenu-item]')?.querySelector<HTMLElement>('[data-opens]')?.dataset.opens ?? null;

  // Opened by CSS before this ran (focus inside, or the pointer over it): it stays open, with the submenu
  // the pointer or focus is in.
  if (root.matches(':focus-within, :hover')) {
    setOpen(true);
    openedBeforeScript = !pressedEarly;
    const group = root.querySelector('[data-submenu-item]:is(:hover, :focus-within)');
    if (group) setSubmenu(groupOf(group));
  }
  root.removeAttribute('data-services-menu');

  document.addEventListener('keydown', (event) => {
    if (!open || event.key !== 'Escape') return;
    const active = document.activeElement;
    const openSub = submenu && document.getElementById(submenuId(submenu));
    if (openSub && active && openSub.contains(active)) {
      root.querySelector<HTMLElement>(`[aria-controls="${submenuId(submenu!)}"]`)?.focus();
      setSubmenu(null);
    } else close(Boolean(active && root.contains(active)));
  });
  document.addEventListener('pointerdown', (event) => {
    if (open && !root.contains(event.target as Node)) close();
  });
  root.addEventListener('pointerdown', (event) => (lastPointer = event.pointerType));
  root.addEventListener('pointerenter', (event) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer);
    if (!open) {
      openedByHover = true;
      setOpen(true);
    }
  });
  root.addEventListener('pointerleave', (event) => {
    if (event.pointerType !== 'mouse') return;
    // A short grace period forgives a pointer that slips off the edge on its way to a link.
    closeTimer = window.setTimeout(() => close(root.contains(document.activeElement)), 150);
  });
  root.addEventListener('pointerover', (event) => {
    if (event.pointerType === 'mouse' && inPanel(event.target)) setSubmenu(groupOf(event.target as Element));
  });
  // Focus entering an item of the panel closes the submenus, but for the open one it is inside.
  root.addEventListener('focusin', (event) => {
    if (inPanel(event.target) && groupOf(event.target as Element) !== submenu) setSubmenu(null);
  });
  // Tabbing out closes it; a click on the panel's background (no new focus) does not.
  root.addEventListener('focusout', (event) => {
    if (event.relatedTarget && !root.contains(event.relatedTarget as Node)) close();
  });
  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (trigger.contains(target)) {
      if (open && (openedBeforeScript || (openedByHover && lastPointer === 'mouse')))
        openedByHover = openedBeforeScript = false;
      else if (open) close();
      else setOpen(true);
      return;
    }
    // A group's button: a mouse click opens its submenu (the hover did already), a tap or a key toggles it.
    const group = target.closest<HTMLElement>('[data-opens]')?.dataset.opens;
    if (group && inPanel(target)) setSubmenu(lastPointer === 'mouse' || submenu !== group ? group : null);
  });
  root.addEventListener('keydown', (event) => {
    lastPointer = 'keyboard';
    const target = event.target as HTMLElement;
    if (target === trigger) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      setOpen(true);
      const items = topItems();
      (event.key === 'ArrowDown' ? items[0] : items.at(-1))?.focus();
      return;
    }
    const group = target.closest<HTMLElement>('[data-submenu]')?.dataset.submenu;
    const items = group ? subItems(group) : topItems();
    const index = items.indexOf(target);
    if (index < 0) return;
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    const keys: Record<string, () => void | false> = {
      ArrowDown: () => focusAt(index + 1),
      ArrowUp: () => focusAt(index - 1),
      Home: () => focusAt(0),
      End: () => focusAt(items.length - 1),
      ArrowRight: () => {
        if (group || !target.dataset.opens) return false;
        setSubmenu(target.dataset.opens);
        subItems(target.dataset.opens)[0]?.focus();
      },
      ArrowLeft: () => {
        if (!group) return false;
        setSubmenu(null);
        root.querySelector<HTMLElement>(`[data-opens="${group}"]`)?.focus();
      },
    };
    if (keys[event.key]?.() === false || !keys[event.key]) return;
    event.preventDefault();
  });
}
