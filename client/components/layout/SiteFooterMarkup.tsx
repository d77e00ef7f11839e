import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { clinic } from '../../../shared/clinic.js';
import { useNavigation, useTexts } from '../../locale-context.js';
import { clinicYear } from '../../../shared/year.js';
import { ScheduleButton } from '../booking/ScheduleButton.js';
import { Container } from '../ui/Container.js';
import { NavItemLink } from './NavItemLink.js';
import { SiteLogo } from './SiteLogo.js';
import { SocialLinks } from './SocialLinks.js';
import { EmailAddress } from '../common/EmailAddress.js';

const linkClasses =
  'rounded text-brand-100 underline-offset-4 transition-colors hover:text-white hover:underline aria-[current=page]:text-white aria-[current=page]:underline';
const headingClasses = 'font-sans text-sm font-semibold uppercase tracking-wider text-white';

/** The footer's content. Server-rendered only (SiteFooter.tsx): nothing in it changes once drawn. */
export function SiteFooterMarkup() {
  const { address } = clinic;
  const { footerQuickLinks } = useNavigation();
  const { layout } = useTexts();
  const { footer } = layout;
  return (
    <footer className="surface-dark bg-brand-900 text-brand-100">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1.2fr] lg:gap-14 lg:py-16">
        <div className="sm:col-span-2 lg:col-span-1">
          <SiteLogo tone="dark" />
          <p className="mt-5 max-w-sm leading-relaxed">{footer.about}</p>
          <SocialLinks tone="dark" className="mt-5 gap-2" />
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClasses}>
            {footer.quickLinks}
          </h2>
          <ul className="mt-4 columns-2 gap-x-6 max-[20rem]:columns-1 sm:columns-1 xl:columns-2">
            {footerQuickLinks.map((link) => (
              <li key={link.href} className="mb-2.5 break-inside-avoid">
                <NavItemLink href={link.href} className={linkClasses}>
                  {link.label}
                </NavItemLink>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={headingClasses}>{footer.visitOrCall}</h2>
          <address className="mt-4 grid gap-3.5 not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-300" />
              <span>
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-300" />
              <a href={`tel:${clinic.phone.tel}`} className={linkClasses}>
                {clinic.phone.display}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-300" />
              <a href={`mailto:${clinic.email}`} className={linkClasses}>
                <EmailAddress address={clinic.email} />
              </a>
            </p>
          </address>
          <ScheduleButton icon size="sm" className="mt-6">
            {layout.scheduleNow}
          </ScheduleButton>
        </div>
      </Container>

      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {clinicYear()} {clinic.name}. {footer.rights}
          </p>
          <p>
            {footer.websiteBy}{' '}
            <a href={clinic.agency.url} className={`${linkClasses} underline`}>
              {clinic.agency.name}
            </a>
          </p>
        </Container>
      </div>
    </footer>
  );
}
