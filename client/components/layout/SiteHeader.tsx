import { useTexts } from '../../locale-context.js';
import { ScheduleButton } from '../booking/ScheduleButton.js';
import { Container } from '../ui/Container.js';
import { DesktopNav } from './DesktopNav.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { MobileMenu } from './MobileMenu.js';
import { PhoneLink } from './PhoneLink.js';
import { SiteLogo } from './SiteLogo.js';
import { SocialLinks } from './SocialLinks.js';

/**
 * The navigation bar: the full bar from the large breakpoint up, Schedule Now and a menu below it.
 * Narrower than 20rem (a 320 px phone with enlarged text, or 400% zoom) the row wraps rather than
 * running off the screen, and the bar stops being sticky so it never covers a large share of it.
 */
export function SiteHeader() {
  const { layout } = useTexts();
  return (
    <>
      {/* Above the bar, at every width: the other language is one press away on the first screen. */}
      <nav aria-label={layout.languageNavLabel} className="border-b border-brand-100 bg-sand-50">
        <Container className="flex min-h-9 items-center justify-end max-[25rem]:px-3">
          <LanguageSwitch className="min-h-8 px-1 text-sm" />
        </Container>
      </nav>
      <header className="z-40 border-b border-brand-100 bg-white shadow-[0_6px_20px_-18px_rgb(8_43_52/0.5)] min-[20rem]:sticky min-[20rem]:top-0">
        <Container className="flex min-h-16 flex-wrap items-center justify-between gap-x-2 gap-y-1 py-2 max-[25rem]:px-3 min-[25rem]:gap-x-3 lg:min-h-[4.75rem] lg:gap-x-3 xl:gap-x-4">
          <SiteLogo />
          <DesktopNav />
          <div className="hidden items-center gap-1 lg:flex xl:gap-2.5">
            <SocialLinks />
            <PhoneLink compact />
            <ScheduleButton size="sm" className="ml-1 whitespace-nowrap">
              {layout.scheduleNow}
            </ScheduleButton>
          </div>
          <div className="ml-auto flex items-center gap-2 lg:hidden">
            <ScheduleButton size="sm" className="whitespace-nowrap max-[25rem]:px-3">
              {layout.scheduleNow}
            </ScheduleButton>
            <MobileMenu />
          </div>
        </Container>
      </header>
    </>
  );
}
