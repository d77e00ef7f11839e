import { useLocale, useTexts } from '../../locale-context.js';
import type { ReactNode } from 'react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { clinic, fullAddress } from '../../../shared/clinic.js';
import { OfficeHours } from '../contact/OfficeHours.js';
import { sectionClasses } from '../common/PageSection.js';
import { useFormResult } from '../forms/form-result.js';
import { Container } from '../ui/Container.js';
import { SectionHeading } from '../ui/SectionHeading.js';
import { Island } from '../../islands/Island.js';
import { ContactCard } from './ContactCard.js';
import { EmailAddress } from '../common/EmailAddress.js';

/**
 * The home page's contact section: the ways to reach the clinic, and a card that switches between a call
 * to action and the inline message form (ContactCard, an island).
 */
export function ContactSection() {
  const { forms } = useTexts();
  const locale = useLocale();
  const answered = useFormResult('home');
  const words = forms.homeSection;
  return (
    <section aria-labelledby="contact-title" className={sectionClasses('warm', 'roomy')}>
      <Container className="grid gap-10 lg:grid-cols-2 lg:items-start lg:gap-16">
        <div>
          <SectionHeading
            id="contact-title"
            align="left"
            eyebrow={words.eyebrow}
            title={words.title}
            intro={words.intro}
            className="mb-8"
          />
          <ul className="grid gap-4">
            <ContactLine icon={Phone} label={words.call}>
              <a
                href={`tel:${clinic.phone.tel}`}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {clinic.phone.display}
              </a>
            </ContactLine>
            <ContactLine icon={Mail} label={words.email}>
              <a
                href={`mailto:${clinic.email}`}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                <EmailAddress address={clinic.email} />
              </a>
            </ContactLine>
            <ContactLine icon={MapPin} label={words.visit}>
              <span>{fullAddress}</span>
            </ContactLine>
            <ContactLine icon={Clock} label={words.hours} labelId="home-office-hours">
              <OfficeHours headingId="home-office-hours" density="compact" />
            </ContactLine>
          </ul>
        </div>

        <Island name="home-contact" component={ContactCard} props={{ answered, locale }} />
      </Container>
    </section>
  );
}

type LineProps = {
  icon: typeof Phone;
  label: string;
  /** For content labelled by the line's label. */ labelId?: string;
  children: ReactNode;
};

/** A line of contact details; its icon goes above it where text at 200% leaves a phone's line few letters. */
function ContactLine({ icon: Icon, label, labelId, children }: LineProps) {
  return (
    <li className="flex items-start gap-4 max-[20rem]:flex-col max-[20rem]:gap-2">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-semibold uppercase tracking-wider text-muted">
          {label}
        </p>
        <div className="mt-0.5">{children}</div>
      </div>
    </li>
  );
}
