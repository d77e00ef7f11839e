import { ScheduleButton } from '../booking/ScheduleButton.js';
import { Container } from '../ui/Container.js';
import { DesktopNav } from './DesktopNav.js';
import { MobileMenu } from './MobileMenu.js';
import { PhoneLink } from './PhoneLink.js';
import { SiteLogo } from './SiteLogo.js';
import { SocialLinks } from './SocialLinks.js';

/** The sticky navigation bar: the full bar from the large breakpoint up, Schedule Now and a menu below it. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-white shadow-[0_6px_20px_-18px_rgb(8_43_52/0.5)]">
      <Container className="flex h-16 items-center justify-between gap-2 min-[400px]:gap-3 lg:h-[4.75rem] lg:gap-4">
        <SiteLogo />
        <DesktopNav />
        <div className="hidden items-center gap-1 lg:flex xl:gap-2.5">
          <SocialLinks />
          <PhoneLink compact />
          <ScheduleButton size="sm" className="ml-1 whitespace-nowrap">
            Schedule Now
          </ScheduleButton>
        </div>
        <div className="flex items-center gap-2 lg:hidden">
          <ScheduleButton size="sm" className="whitespace-nowrap max-[399px]:px-3">
            Schedule Now
          </ScheduleButton>
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
