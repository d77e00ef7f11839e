import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { ArrowLeft, Clock, Mail, MapPin, MessageSquare, Phone } from 'lucide-react';
import { clinic, fullAddress } from '../../../shared/clinic.js';
import { ScheduleButton } from '../booking/ScheduleButton.js';
import { OfficeHours } from '../contact/OfficeHours.js';
import { sectionClasses } from '../common/PageSection.js';
import { Button, buttonClasses } from '../ui/Button.js';
import { Card } from '../ui/Card.js';
import { Container } from '../ui/Container.js';
import { SectionHeading } from '../ui/SectionHeading.js';

type Mode = 'cta' | 'form';

// The form shows only after "Send Us a Message": its code loads then (or when that button is hovered
// or focused), so it stays out of the home page's first load.
let formModule: Promise<typeof import('../forms/HomeContactForm.js')> | undefined;
const preloadForm = () => (formModule ??= import('../forms/HomeContactForm.js'));
const HomeContactForm = lazy(() => preloadForm().then((m) => ({ default: m.HomeContactForm })));

/** The home page's contact section: a CTA card that can switch to the inline message form and back. */
export function ContactSection() {
  const [mode, setMode] = useState<Mode>('cta');
  // Focus moves only after the visitor switched modes, never on the first render.
  const switched = useRef(false);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const messageButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!switched.current) return;
    (mode === 'form' ? formHeading.current : messageButton.current)?.focus();
  }, [mode]);

  const switchTo = (next: Mode) => {
    switched.current = true;
    setMode(next);
  };

  return (
    <section aria-labelledby="contact-title" className={sectionClasses('warm', 'roomy')}>
      <Container className="grid gap-10 lg:grid-cols-2 lg:items-start lg:gap-16">
        <div>
          <SectionHeading
            id="contact-title"
            align="left"
            eyebrow="Get in Touch"
            title="Ready to Feel Like Yourself Again?"
            intro={`Book your visit online, call us, or send a message: we reply ${clinic.emailReplyPromise}.`}
            className="mb-8"
          />
          <ul className="grid gap-4">
            <ContactLine icon={Phone} label="Call us">
              <a href={`tel:${clinic.phone.tel}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                {clinic.phone.display}
              </a>
            </ContactLine>
            <ContactLine icon={Mail} label="Email">
              <a href={`mailto:${clinic.email}`} className="break-all font-semibold text-brand-700 underline-offset-4 hover:underline">
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

        <Card className="p-6 sm:p-8" data-contact-mode={mode}>
          {mode === 'cta' ? (
            <div>
              <h3 className="text-2xl font-semibold">{`Your First Visit for $${clinic.special.price}`}</h3>
              <p className="mt-3 text-muted">
                {`Consultation, X-rays, adjustment and laser therapy: a $${clinic.special.regularValue}+ value, so you save $${clinic.special.savings}+. Cash only, with a detailed receipt for possible reimbursement.`}
              </p>
              <div className="mt-6 grid gap-3">
                <ScheduleButton size="lg" icon className="w-full">
                  Schedule an Appointment
                </ScheduleButton>
                <button
                  ref={messageButton}
                  type="button"
                  className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full' })}
                  onPointerEnter={() => void preloadForm()}
                  onFocus={() => void preloadForm()}
                  onClick={() => switchTo('form')}
                >
                  <MessageSquare aria-hidden="true" className="size-5" />
                  Send Us a Message
                </button>
              </div>
              <p className="mt-4 text-center text-sm text-muted">{`Prefer to talk? Call ${clinic.phone.display}.`}</p>
            </div>
          ) : (
            <div>
              <div className="mb-6 flex items-center justify-between gap-4">
                <h3 ref={formHeading} tabIndex={-1} className="text-2xl font-semibold outline-none">
                  Send Us a Message
                </h3>
                <Button variant="ghost" size="sm" onClick={() => switchTo('cta')}>
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  Back
                </Button>
              </div>
              <Suspense fallback={<p className="py-10 text-center text-muted">Loading the form…</p>}>
                <HomeContactForm onSent={() => switchTo('cta')} />
              </Suspense>
            </div>
          )}
        </Card>
      </Container>
    </section>
  );
}

type LineProps = { icon: typeof Phone; label: string; /** For content labelled by the line's label. */ labelId?: string; children: ReactNode };

function ContactLine({ icon: Icon, label, labelId, children }: LineProps) {
  return (
    <li className="flex items-start gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        <p id={labelId} className="text-sm font-semibold uppercase tracking-wider text-muted">
          {label}
        </p>
        <div className="mt-0.5">{children}</div>
      </div>
    </li>
  );
}
