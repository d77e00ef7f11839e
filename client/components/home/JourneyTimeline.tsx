import type { ImageAsset } from '../../content/images.js';
import type { JourneyStep, JourneyStepId } from '../../texts/en/home/journeySteps.js';
import type { HomeSections } from '../../texts/en/home/sections.js';
import { useTexts } from '../../locale-context.js';
import { ScheduleButton } from '../booking/ScheduleButton.js';
import { PageSection } from '../common/PageSection.js';
import { ContentImage } from '../common/ContentImage.js';

type Props = {
  section: HomeSections['journey'];
  steps: readonly JourneyStep[];
  /** Replacement pictures by step id (for example freshly generated ones); the rest keep their default. */
  imageOverrides?: Partial<Record<JourneyStepId, ImageAsset>>;
};

export function JourneyTimeline({ section, steps, imageOverrides = {} }: Props) {
  const { journey } = useTexts().home;
  return (
    <PageSection
      spacing="roomy"
      id="journey-title"
      eyebrow={section.eyebrow}
      title={section.title}
      intro={section.intro}
    >
      <div className="relative">
        {/* The timeline's line: at the left on phones, in the middle on wide screens. */}
        <span
          aria-hidden="true"
          className="absolute inset-y-0 left-6 w-0.5 -translate-x-1/2 bg-brand-200 lg:left-1/2"
        />
        <ol className="grid gap-12 lg:gap-16">
          {steps.map((step) => (
            <JourneyStepItem
              key={step.id}
              step={step}
              label={journey.step(step.id)}
              image={imageOverrides[step.id] ?? step.image}
            />
          ))}
        </ol>
      </div>
      <div className="mt-14 text-center">
        <ScheduleButton size="lg" icon>
          {section.cta}
        </ScheduleButton>
      </div>
    </PageSection>
  );
}

function JourneyStepItem({ step, label, image }: { step: JourneyStep; label: string; image: ImageAsset }) {
  const Icon = step.icon;
  const textFirst = step.side === 'left';
  return (
    <li
      data-journey-step={step.id}
      // Animates in as it scrolls into view (enhance/reveal.ts), where motion is allowed.
      data-reveal="static"
      className="relative grid gap-6 pl-16 data-[reveal=hidden]:translate-y-8 data-[reveal=hidden]:opacity-0 data-[reveal=shown]:transition data-[reveal=shown]:duration-700 data-[reveal=shown]:ease-out lg:grid-cols-2 lg:items-center lg:gap-24 lg:pl-0"
    >
      <span className="absolute left-6 top-0 inline-flex size-12 -translate-x-1/2 items-center justify-center rounded-full bg-brand-700 text-white ring-8 ring-white lg:left-1/2 lg:top-1/2 lg:-translate-y-1/2">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className={textFirst ? 'lg:text-right' : 'lg:order-2'}>
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">{label}</p>
        <h3 className="mt-1 text-2xl font-semibold">{step.title}</h3>
        <p className="mt-3 text-muted">{step.description}</p>
      </div>
      <div className={textFirst ? '' : 'lg:order-1'}>
        <ContentImage
          image={image}
          sizes="(min-width: 1280px) 560px, (min-width: 1024px) 45vw, 100vw"
          className="aspect-[4/3] w-full rounded-[var(--radius-card)] object-cover shadow-[var(--shadow-card)]"
        />
      </div>
    </li>
  );
}
