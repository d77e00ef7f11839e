import { Link } from 'react-router-dom';
import { useLocalize, useTexts } from '../../locale-context.js';
import { ScheduleButton } from '../booking/ScheduleButton.js';
import { Container } from '../ui/Container.js';
import { CallButton } from './CallButton.js';
import { sectionClasses } from './PageSection.js';

type Props = {
  /** The banner's own title and text by default. */
  title?: string;
  text?: string;
  /** Hide the link to /special (on the special page itself). */
  showDetailsLink?: boolean;
  id?: string;
};

/** The $29 New Patient Special banner: book online or call. */
export function SpecialCta({ title, text, showDetailsLink = true, id = 'special-cta' }: Props) {
  const { specialCta: words, scheduleVisit } = useTexts().common;
  const localize = useLocalize();
  return (
    <section aria-labelledby={id} className={sectionClasses()}>
      <Container>
        <div className="surface-dark relative overflow-hidden rounded-[var(--radius-card)] bg-brand-800 px-6 py-10 text-white shadow-[var(--shadow-card)] sm:px-10 lg:flex lg:items-center lg:justify-between lg:gap-10 lg:px-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-20 -top-24 size-72 rounded-full bg-brand-700"
          />
          <div className="relative max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{words.eyebrow}</p>
            <h2 id={id} className="mt-2 text-3xl font-semibold text-white sm:text-4xl">
              {title ?? words.title}
            </h2>
            <p className="mt-4 text-lg text-brand-50">{text ?? words.text}</p>
            <p className="mt-4 text-sm text-brand-100">{words.terms}</p>
            {showDetailsLink && (
              <p className="mt-4">
                <Link
                  to={localize('/special')}
                  className="font-semibold text-white underline underline-offset-4 hover:text-brand-100"
                >
                  {words.detailsLink}
                </Link>
              </p>
            )}
          </div>
          <div className="relative mt-8 flex flex-col gap-3 sm:flex-row lg:mt-0 lg:flex-col">
            <ScheduleButton size="lg" icon>
              {scheduleVisit}
            </ScheduleButton>
            <CallButton variant="inverse" size="lg" />
          </div>
        </div>
      </Container>
    </section>
  );
}
