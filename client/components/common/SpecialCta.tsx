import { Link } from 'react-router-dom';
import { clinic } from '../../../shared/clinic.js';
import { ScheduleButton } from '../booking/ScheduleButton.js';
import { Container } from '../ui/Container.js';
import { CallButton } from './CallButton.js';
import { sectionClasses } from './PageSection.js';

const { price, regularValue, savings } = clinic.special;

type Props = {
  title?: string;
  text?: string;
  /** Hide the link to /special (on the special page itself). */
  showDetailsLink?: boolean;
  id?: string;
};

/** The $29 New Patient Special banner: book online or call. */
export function SpecialCta({
  title = `Start with our $${price} New Patient Special`,
  text = 'Consultation, X-rays, adjustment and laser therapy in one visit, so you get answers and begin care the same day.',
  showDetailsLink = true,
  id = 'special-cta',
}: Props) {
  return (
    <section aria-labelledby={id} className={sectionClasses()}>
      <Container>
        <div className="surface-dark relative overflow-hidden rounded-[var(--radius-card)] bg-brand-800 px-6 py-10 text-white shadow-[var(--shadow-card)] sm:px-10 lg:flex lg:items-center lg:justify-between lg:gap-10 lg:px-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-20 -top-24 size-72 rounded-full bg-brand-700"
          />
          <div className="relative max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">New patients</p>
            <h2 id={id} className="mt-2 text-3xl font-semibold text-white sm:text-4xl">
              {title}
            </h2>
            <p className="mt-4 text-lg text-brand-50">{text}</p>
            <p className="mt-4 text-sm text-brand-100">
              Regular value ${regularValue}+ · You save ${savings}+ · Cash only · No insurance accepted
            </p>
            {showDetailsLink && (
              <p className="mt-4">
                <Link
                  to="/special"
                  className="font-semibold text-white underline underline-offset-4 hover:text-brand-100"
                >
                  What the special includes
                </Link>
              </p>
            )}
          </div>
          <div className="relative mt-8 flex flex-col gap-3 sm:flex-row lg:mt-0 lg:flex-col">
            <ScheduleButton size="lg" icon>
              Schedule Your ${price} Visit
            </ScheduleButton>
            <CallButton variant="inverse" size="lg" />
          </div>
        </div>
      </Container>
    </section>
  );
}
