import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ArrowLeft, Clock, Mail, MapPin, MessageSquare, Phone } from 'lucide-react';
import { clinic, fullAddress } from '../../../shared/clinic.js';
import { ScheduleButton } from '../booking/ScheduleButton.js';
import { OfficeHours } from '../contact/OfficeHours.js';
import { sectionClasses } from '../common/PageSection.js';
import { Button, buttonClasses } from '../ui/Button.js';
import { Card } from '../ui/Card.js';
import { Container } from '../ui/Container.js';
import { SectionHeading } from '../ui/SectionHeading.js';
import { lazyRetryable } from '../../lib/lazy-retryable.js';

type Mode = 'cta' | 'form';

// The form shows only after "Send Us a Message": its code loads then (or when that button is hovered
// or focused), so it stays out of the home page's first load.
const HomeContactForm = lazyRetryable(() => import('../forms/HomeContactForm.js').then((m) => m.HomeContactForm));
const preloadForm = HomeContactForm.preload;

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
                  onPointerEnter={preloadForm}
                  onFocus={preloadForm}
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
              <ErrorBoundary
                onError={HomeContactForm.reset}
                fallbackRender={({ resetErrorBoundary }) => <FormLoadFailed retry={resetErrorBoundary} />}
              >
                <Suspense fallback={<p className="py-10 text-center text-muted">Loading the form…</p>}>
                  <HomeContactForm onSent={() => switchTo('cta')} />
                </Suspense>
              </ErrorBoundary>
            </div>
          )}
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

/** In place of the form when its code did not arrive (offline); the button tries again. */
function FormLoadFailed({ retry }: { retry: () => void }) {
  return (
    <div role="alert" className="py-6 text-center">
      <p className="text-muted">{`The form didn’t load. Check your connection and try again, or call us at ${clinic.phone.display}.`}</p>
      <Button variant="outline" className="mt-4" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

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
