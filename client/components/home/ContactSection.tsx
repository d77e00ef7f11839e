import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ArrowLeft, Clock, Mail, MapPin, MessageSquare, Phone } from 'lucide-react';
import { clinic, fullAddress } from '../../../shared/clinic.js';
import { formPosts } from '../../../shared/schemas/form-posts.js';
import { ScheduleButton } from '../booking/ScheduleButton.js';
import { OfficeHours } from '../contact/OfficeHours.js';
import { sectionClasses } from '../common/PageSection.js';
import { HomeContactForm } from '../forms/HomeContactForm.js';
import { useFormResult } from '../forms/form-result.js';
import { buttonClasses } from '../ui/Button.js';
import { Card } from '../ui/Card.js';
import { Container } from '../ui/Container.js';
import { SectionHeading } from '../ui/SectionHeading.js';
import { homeSections } from '../../texts/home/sections.js';

const FORM_ANCHOR = formPosts.home.anchor;
const CTA_ANCHOR = 'contact-cta';

type Mode = 'cta' | 'form';

/**
 * The home page's contact section: a CTA card that switches to the inline message form and back. Both are
 * in the HTML and the switches are links to either one, so before the page is live CSS shows the pane
 * that is the address's #fragment (or the form, when the server answers its post with this page). Once
 * live, the section follows the #fragment itself (the router's own history entries keep CSS's :target
 * from doing so) and moves focus with each switch.
 */
export function ContactSection() {
  const answered = useFormResult('home') !== undefined;
  const [mode, setMode] = useState<Mode>();
  // Focus moves only after the visitor switched, never when the section first reads the address.
  const switched = useRef(false);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const messageLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (switched.current) (mode === 'form' ? formHeading.current : messageLink.current)?.focus();
  }, [mode]);

  useEffect(() => {
    const modeOf = (hash: string): Mode | undefined =>
      hash === `#${FORM_ANCHOR}` ? 'form' : hash === `#${CTA_ANCHOR}` ? 'cta' : undefined;
    // The address is outside state: what the visitor chose before the page was live shows on.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMode(modeOf(location.hash) ?? (answered ? 'form' : 'cta'));
    const onSwitch = () => {
      const next = modeOf(location.hash);
      if (!next) return;
      switched.current = true;
      setMode(next);
    };
    window.addEventListener('hashchange', onSwitch);
    return () => window.removeEventListener('hashchange', onSwitch);
  }, [answered]);

  return (
    <section aria-labelledby="contact-title" className={sectionClasses('warm', 'roomy')}>
      <Container className="grid gap-10 lg:grid-cols-2 lg:items-start lg:gap-16">
        <div>
          <SectionHeading
            id="contact-title"
            align="left"
            eyebrow="Get in Touch"
            title={homeSections.contact.title}
            intro={`Book your visit online, call us, or send a message: we reply ${clinic.emailReplyPromise}.`}
            className="mb-8"
          />
          <ul className="grid gap-4">
            <ContactLine icon={Phone} label="Call us">
              <a
                href={`tel:${clinic.phone.tel}`}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {clinic.phone.display}
              </a>
            </ContactLine>
            <ContactLine icon={Mail} label="Email">
              <a
                href={`mailto:${clinic.email}`}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {clinic.email}
              </a>
            </ContactLine>
            <ContactLine icon={MapPin} label="Visit">
              <span>{fullAddress}</span>
            </ContactLine>
            <ContactLine icon={Clock} label="Office hours" labelId="home-office-hours">
              <OfficeHours headingId="home-office-hours" density="compact" />
            </ContactLine>
          </ul>
        </div>

        <Card className="p-6 sm:p-8" data-contact-switch data-mode={mode} data-answered={answered || undefined}>
          <div id={CTA_ANCHOR} data-pane="cta">
            <h3 className="text-2xl font-semibold">{`Your First Visit for $${clinic.special.price}`}</h3>
            <p className="mt-3 text-muted">
              {`Consultation, X-rays, adjustment and laser therapy: a $${clinic.special.regularValue}+ value, so you save $${clinic.special.savings}+. Cash only, with a detailed receipt for possible reimbursement.`}
            </p>
            <div className="mt-6 grid gap-3">
              <ScheduleButton size="lg" icon className="w-full">
                {homeSections.contact.schedule}
              </ScheduleButton>
              <a
                ref={messageLink}
                href={`#${FORM_ANCHOR}`}
                className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full' })}
              >
                <MessageSquare aria-hidden="true" className="size-5" />
                {homeSections.contact.message}
              </a>
            </div>
            <p className="mt-4 text-center text-sm text-muted">{`Prefer to talk? Call ${clinic.phone.display}.`}</p>
          </div>
          <div id={FORM_ANCHOR} data-pane="form">
            <div className="mb-6 flex items-center justify-between gap-4">
              <h3 ref={formHeading} tabIndex={-1} className="text-2xl font-semibold outline-none">
                {homeSections.contact.message}
              </h3>
              <a href={`#${CTA_ANCHOR}`} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                Back
              </a>
            </div>
            <HomeContactForm onSent={() => location.replace(`#${CTA_ANCHOR}`)} />
          </div>
        </Card>
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

function ContactLine({ icon: Icon, label, labelId, children }: LineProps) {
  return (
    <li className="flex items-start gap-4">
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
