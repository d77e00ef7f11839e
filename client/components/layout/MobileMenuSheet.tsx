import ArrowRight from 'lucide-react/icons/arrow-right';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useNavigation, useTexts } from '../../locale-context.js';
import { ScheduleButton } from '../booking/ScheduleButton.js';
import { DialogCloseButton } from '../ui/DialogCloseButton.js';
import { MOBILE_MENU_ID } from './mobile-menu-id.js';
import { NavItemLink } from './NavItemLink.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { PhoneLink } from './PhoneLink.js';
import { SiteLogo } from './SiteLogo.js';
import { SocialLinks } from './SocialLinks.js';

const pageLinkClasses =
  'flex min-h-12 items-center justify-between rounded-xl px-3 py-2 text-[1.05rem] font-medium text-ink hover:bg-brand-50 aria-[current]:bg-brand-50 aria-[current]:font-semibold aria-[current]:text-brand-800';
const serviceLinkClasses =
  'flex min-h-11 items-center rounded-lg px-3 py-2 text-[0.95rem] text-ink hover:bg-brand-50 aria-[current]:bg-brand-50 aria-[current]:font-semibold aria-[current]:text-brand-800';

/**
 * The mobile menu's sheet: a popover on the right with every page and service and the Schedule button.
 * Server-rendered only (MobileMenu.tsx opens it and adds what script brings).
 */
export function MobileMenuSheet() {
  const { mainNav, servicesHref, allServicesLink, serviceNav } = useNavigation();
  const { layout, navigation } = useTexts();
  const pageLinks = mainNav.filter((link) => link.href !== servicesHref);
  return (
    <div
      id={MOBILE_MENU_ID}
      popover="auto"
      role="dialog"
      aria-label={layout.menu}
      className="fixed inset-y-0 left-auto right-0 m-0 h-dvh max-h-none w-full max-w-none border-0 bg-white p-0 text-ink shadow-2xl backdrop:bg-brand-900/50 open:animate-sheet-in forced-colors:border-2 sm:max-w-sm lg:hidden"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-16 shrink-0 items-center justify-between gap-4 border-b border-brand-100 px-4">
          <SiteLogo />
          <DialogCloseButton label={layout.closeMenu} popoverTarget={MOBILE_MENU_ID} popoverTargetAction="hide" />
        </div>

        <nav aria-label={layout.mobileNavLabel} className="flex-1 overflow-y-auto overscroll-contain px-4 pb-6 pt-3">
          <p className="mb-2 flex">
            <LanguageSwitch className="min-h-11 px-3 text-[1.05rem]" />
          </p>
          <ul className="grid gap-0.5">
            {pageLinks.map((link) => (
              <li key={link.href}>
                <NavItemLink href={link.href} className={pageLinkClasses}>
                  {link.label}
                  <ChevronRight aria-hidden="true" className="size-4 text-brand-600" />
                </NavItemLink>
              </li>
            ))}
          </ul>

          <section aria-labelledby="mobile-menu-services" className="mt-5 rounded-2xl bg-sand-100 p-3">
            <div className="flex items-baseline justify-between gap-3 px-2 pb-1">
              <h2 id="mobile-menu-services" className="font-display text-xl font-semibold">
                {navigation.pages['/services']}
              </h2>
              <NavItemLink
                href={allServicesLink.href}
                className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-[0.95rem] font-semibold text-brand-700 hover:text-brand-900 aria-[current]:underline"
              >
                {allServicesLink.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </NavItemLink>
            </div>
            {serviceNav.map((group) => (
              <div key={group.id} className="mt-3">
                <h3
                  id={`mobile-menu-${group.id}`}
                  className="px-2 pb-1 font-sans text-xs font-semibold uppercase tracking-wider text-muted"
                >
                  {group.label}
                </h3>
                <ul aria-labelledby={`mobile-menu-${group.id}`} className="grid grid-cols-2 gap-x-1 gap-y-0.5">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <NavItemLink href={link.href} className={serviceLinkClasses}>
                        {link.label}
                      </NavItemLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        </nav>

        <div className="shrink-0 border-t border-brand-100 bg-white px-4 pb-[max(1rem,env(safe-area-inset-bottom))] pt-4">
          <div className="flex items-center justify-between gap-3">
            <PhoneLink />
            <SocialLinks />
          </div>
          <ScheduleButton icon className="mt-4 w-full">
            {layout.scheduleNow}
          </ScheduleButton>
        </div>
      </div>
    </div>
  );
}
