import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JourneyTimeline } from '../../client/components/home/JourneyTimeline.js';
import { journeySteps } from '../../client/texts/en/home/journeySteps.js';
import { homeSections } from '../../client/texts/en/home/sections.js';
import { LocaleProvider } from '../../client/locale-context.js';
import { journeySteps as spanishSteps } from '../../client/texts/es/home/journeySteps.js';
import { homeSections as spanishSections } from '../../client/texts/es/home/sections.js';
import { uiTexts } from '../../client/texts/ui.js';
import type { Locale } from '../../shared/locale.js';

type Overrides = Parameters<typeof JourneyTimeline>[0]['imageOverrides'];

/** The timeline rendered on a page in `locale`. */
const renderIn = (locale: Locale, props: Parameters<typeof JourneyTimeline>[0]) =>
  renderToString(createElement(LocaleProvider, { locale, children: createElement(JourneyTimeline, props) }));

const render = (imageOverrides?: Overrides) =>
  renderIn('en', { section: homeSections.journey, steps: journeySteps, imageOverrides });

describe('journey timeline', () => {
  it('renders the 7 steps visible (no JavaScript needed), each with its image', () => {
    const html = render();
    expect(html.match(/data-reveal="static"/g)).toHaveLength(7);
    for (const step of journeySteps) expect(html).toContain(`src="${step.image.src}"`);
  });

  it('takes a step image from the supplied map by step id and keeps the others', () => {
    const override = {
      src: '/images/generated/step-3.webp',
      alt: 'Our receptionist welcoming a patient',
      width: 1200,
      height: 900,
    };
    const html = render({ 3: override });
    expect(html).toContain('src="/images/generated/step-3.webp"');
    expect(html).toContain('alt="Our receptionist welcoming a patient"');
    expect(html).not.toContain(`src="${journeySteps[2]!.image.src}"`);
    expect(html).toContain(`src="${journeySteps[3]!.image.src}"`);
  });

  it('labels each step in the page’s language', () => {
    const english = render();
    const spanish = renderIn('es', { section: spanishSections.journey, steps: spanishSteps });
    for (const step of journeySteps) {
      expect(english).toContain(`>${uiTexts.en.home.journey.step(step.id)}</p>`);
      expect(spanish).toContain(`>${uiTexts.es.home.journey.step(step.id)}</p>`);
    }
    expect(spanish).toContain(spanishSections.journey.intro);
  });
});
