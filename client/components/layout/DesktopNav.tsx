import { useNavigation, useTexts } from '../../locale-context.js';
import { NavItemLink } from './NavItemLink.js';
import { ServicesMenu } from './ServicesMenu.js';
import { topLinkClasses } from './nav-styles.js';

/** The bar's links from the large breakpoint up; Services is a dropdown. */
export function DesktopNav() {
  const { mainNav, servicesHref } = useNavigation();
  const { layout } = useTexts();
  return (
    <nav aria-label={layout.mainNavLabel} className="hidden lg:block">
      <ul className="flex items-center gap-0.5 xl:gap-1">
        {mainNav.map((link) =>
          link.href === servicesHref ? (
            <ServicesMenu key={link.href} />
          ) : (
            <li key={link.href}>
              <NavItemLink href={link.href} className={topLinkClasses}>
                {link.label}
              </NavItemLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
