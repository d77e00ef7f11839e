import type { HTMLAttributes } from 'react';
import { useLocation } from 'react-router-dom';
import ChevronRight from 'lucide-react/icons/chevron-right';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import { currentFor, type NavLink } from '../../content/navigation.js';
import { useNavigation } from '../../locale-context.js';
import { NavItemLink } from './NavItemLink.js';
import { submenuId } from './services-menu-ids.js';

const itemClasses =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-[0.95rem] text-ink transition-colors hover:bg-brand-50 hover:text-brand-800 aria-expanded:bg-brand-50 aria-expanded:text-brand-800 aria-[current]:font-semibold aria-[current]:text-brand-800';

/**
 * The Services dropdown's panel: All Services, a submenu per body region (collapsed) and the specialty
 * links. Server-rendered only (components/common/ServerMarkup); ServicesMenu opens it and its submenus
 * and handles the keys.
 */
export function ServicesMenuPanel() {
  const { pathname } = useLocation();
  const { allServicesLink, serviceSubmenus, specialtyNav } = useNavigation();
  return (
    <ul className="w-72 animate-pop-in rounded-2xl bg-white p-2 shadow-[var(--shadow-popover)] ring-1 ring-brand-100 forced-colors:border-2">
      <li>
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
        const holdsCurrent = group.links.some((link) => currentFor(pathname, link.href) === 'page');
        return (
          <li key={group.id} data-submenu-item className="relative">
            <button
              type="button"
              data-nav-item="top"
              data-opens={group.id}
              aria-expanded="false"
              aria-controls={submenuId(group.id)}
              aria-current={holdsCurrent ? 'true' : undefined}
              className={itemClasses}
            >
              <span className="flex-1">{group.label}</span>
              <span className="text-xs font-medium text-muted">{group.links.length}</span>
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            </button>
            <div
              id={submenuId(group.id)}
              data-submenu={group.id}
              className="absolute left-full top-0 -mt-2 hidden pl-2"
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
      <li className="mt-2 border-t border-brand-100 pt-2">
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
