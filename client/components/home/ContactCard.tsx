import { useEffect, useRef, useState } from 'react';
import { ArrowLeft, MessageSquare } from 'lucide-react';
import type { Locale } from '../../../shared/locale.js';
import { formPosts, type FormResult } from '../../../shared/schemas/form-posts.js';
import { ScheduleButton } from '../booking/ScheduleButton.js';
import type { HomeCardTexts } from '../forms/island-texts.js';
import { HomeContactForm } from '../forms/HomeContactForm.js';
import { buttonClasses } from '../ui/Button.js';
import { Card } from '../ui/Card.js';
import { Toaster } from '../ui/Toaster.js';

const FORM_ANCHOR = formPosts.home.anchor;
const CTA_ANCHOR = 'contact-cta';

type Mode = 'cta' | 'form';

/**
 * The home contact section's card, an island: a call to action that switches to the inline message form
 * and back. Both are in the HTML and the switches are links to either one, so before it is live CSS shows
 * the pane that is the address's #fragment (or the form, when the server answered its post with this
 * page). Once live, it follows the #fragment itself and moves focus with each switch.
 */
export function ContactCard({
  answered,
  locale,
  texts,
}: {
  answered?: FormResult;
  /** The page's language: the form posts to the home page in it. */
  locale: Locale;
  texts: HomeCardTexts;
}) {
  const [mode, setMode] = useState<Mode>();
  // Focus moves only after the visitor switched, never when the card first reads the address.
  const switched = useRef(false);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const messageLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (switched.current) (mode === 'form' ? formHeading.current : messageLink.current)?.focus();
  }, [mode]);

  useEffect(() => {
    const modeOf = (hash: string): Mode | undefined =>
      hash === `#${FORM_ANCHOR}` ? 'form' : hash === `#${CTA_ANCHOR}` ? 'cta' : undefined;
    // The address is outside state: what the visitor chose before the card was live shows on.
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
    <>
      <Card className="sm:p-8" data-contact-switch data-mode={mode} data-answered={answered ? true : undefined}>
        <div id={CTA_ANCHOR} data-pane="cta">
          <h3 className="text-2xl font-semibold">{texts.title}</h3>
          <p className="mt-3 text-muted">{texts.offer}</p>
          <div className="mt-6 grid gap-3">
            <ScheduleButton size="lg" icon className="w-full">
              {texts.schedule}
            </ScheduleButton>
            <a
              ref={messageLink}
              href={`#${FORM_ANCHOR}`}
              className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full' })}
            >
              <MessageSquare aria-hidden="true" className="size-5" />
              {texts.message}
            </a>
          </div>
          <p className="mt-4 text-center text-sm text-muted">{texts.call}</p>
        </div>
        <div id={FORM_ANCHOR} data-pane="form">
          <div className="mb-6 flex items-center justify-between gap-4">
            <h3 ref={formHeading} tabIndex={-1} className="text-2xl font-semibold outline-none">
              {texts.message}
            </h3>
            <a href={`#${CTA_ANCHOR}`} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {texts.back}
            </a>
          </div>
          <HomeContactForm
            answered={answered}
            locale={locale}
            texts={texts.form}
            onSent={() => location.replace(`#${CTA_ANCHOR}`)}
          />
        </div>
      </Card>
      <Toaster texts={texts.notifications} />
    </>
  );
}
