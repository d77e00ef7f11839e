import { CircleCheck, Phone } from 'lucide-react';
import { clinic } from '../../../shared/clinic.js';
import type { HomePageContent } from '../../routing/content/home.js';
import { useTexts } from '../../locale-context.js';
import { ScheduleButton } from '../booking/ScheduleButton.js';
import { Container } from '../ui/Container.js';
import { Badge } from '../ui/Badge.js';
import { HeroBackground } from './HeroBackground.js';
import { Stars } from './Stars.js';

/** The hero's copy, and its poster, in the page's language. */
export function Hero({ text, badges, poster }: HomePageContent['hero']) {
  const { home, layout } = useTexts();
  return (
    <section
      aria-labelledby="hero-title"
      className="surface-dark relative isolate overflow-hidden bg-brand-900 text-white"
    >
      <HeroBackground poster={poster} />
      <Container className="flex min-h-[36rem] flex-col justify-center py-20 sm:py-24 lg:min-h-[40rem] lg:py-28">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-1.5 text-sm font-medium ring-1 ring-inset ring-white/30">
            <Stars label={home.stars} className="h-4 text-[#fcd34d]" />
            {text.rating}
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-semibold leading-tight text-white sm:text-5xl lg:text-6xl">
            {text.headline}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-brand-50">{text.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <ScheduleButton size="lg" icon>
              {text.cta}
            </ScheduleButton>
            <a
              href={`tel:${clinic.phone.tel}`}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-5 font-semibold text-white underline-offset-4 hover:underline"
            >
              <Phone aria-hidden="true" className="size-5" />
              {layout.callLabel(clinic.phone.display)}
            </a>
          </div>
          <ul aria-label={home.hero.included} className="mt-8 flex flex-wrap gap-1.5">
            {badges.map((badge) => (
              <li key={badge}>
                <Badge tone="light">
                  <CircleCheck aria-hidden="true" className="size-4" />
                  {badge}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
