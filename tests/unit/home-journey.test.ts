import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JourneyTimeline } from '../../client/components/home/JourneyTimeline.js';
import { journeySteps } from '../../client/texts/en/home/journeySteps.js';

const render = (props: Parameters<typeof JourneyTimeline>[0]) => renderToString(createElement(JourneyTimeline, props));

describe('journey timeline', () => {
  it('renders the 7 steps visible (no JavaScript needed), each with its image', () => {
    const html = render({});
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
    const html = render({ imageOverrides: { 3: override } });
    expect(html).toContain('src="/images/generated/step-3.webp"');
    expect(html).toContain('alt="Our receptionist welcoming a patient"');
    expect(html).not.toContain(`src="${journeySteps[2]!.image.src}"`);
    expect(html).toContain(`src="${journeySteps[3]!.image.src}"`);
  });
});
