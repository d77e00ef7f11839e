import type { Dispatch, HTMLAttributes, RefObject, SetStateAction } from 'react';
import ChevronRight from 'lucide-react/icons/chevron-right';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import { allServicesLink, currentFor, serviceSubmenus, specialtyNav, type NavLink } from '../../texts/navigation.js';
import { NavItemLink } from './NavItemLink.js';
import { submenuId } from './services-menu-ids.js';

const itemClasses =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-[0.95rem] text-ink transition-colors hover:bg-brand-50 hover:text-brand-800 aria-expanded:bg-brand-50 aria-expanded:text-brand-800 aria-[current]:font-semibold aria-[current]:text-brand-800';

type Props = {
  pathname: string;
  submenu: string | null;
  setSubmenu: Dispatch<SetStateAction<string | null>>;
  /** How the visitor last pressed: a mouse click on a group opens it, a tap or key toggles it. */
  lastPointer: RefObject<string>;
};

/**
 * The open Services dropdown: All Services, a submenu per body region and the specialty links. It
 * loads when a visitor reaches for the Services button; ServicesMenu keeps its state and keys.
 */
export function ServicesMenuPanel({ pathname, submenu, setSubmenu, lastPointer }: Props) {
  return (
    <ul className="w-72 animate-pop-in rounded-2xl bg-white p-2 shadow-[var(--shadow-popover)] ring-1 ring-brand-100 forced-colors:border-2">
      <li onPointerEnter={() => setSubmenu(null)} onFocus={() => setSubmenu(null)}>
        <NavItemLink
          href={allServicesLink.href}
          data-nav-item="top"
          className={`${itemClasses} font-semibold text-brand-800`}
        >
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
            <div
              id={submenuId(group.id)}
              data-submenu={group.id}
              hidden={!expanded}
              className="absolute left-full top-0 -mt-2 pl-2"
            >
              <MenuLinks
                links={group.links}
                item="sub"
                aria-label={group.label}
                className="w-60 animate-pop-in rounded-2xl bg-white p-2 shadow-[var(--shadow-popover)] ring-1 ring-brand-100 forced-colors:border-2"
              />
            </div>
          </li>
        );
      })}
      <li
        className="mt-2 border-t border-brand-100 pt-2"
        onPointerEnter={() => setSubmenu(null)}
        onFocus={() => setSubmenu(null)}
      >
        <p
          id="services-menu-specialty"
          className="px-3 pb-1 pt-1 text-xs font-semibold uppercase tracking-wider text-muted"
        >
          {specialtyNav.label}
        </p>
        <MenuLinks links={specialtyNav.links} item="top" aria-labelledby="services-menu-specialty" />
      </li>
    </ul>
  );
}

/** A list of service links; `item` says which arrow-key group they move in. */
function MenuLinks({
  links,
  item,
  ...list
}: { links: NavLink[]; item: 'top' | 'sub' } & HTMLAttributes<HTMLUListElement>) {
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
