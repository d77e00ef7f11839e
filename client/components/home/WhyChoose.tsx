import { clinic } from '../../../shared/clinic.js';
import { whyChoose } from '../../texts/en/home/whyChoose.js';
import { IconCardGrid } from '../common/IconCardGrid.js';
import { PageSection } from '../common/PageSection.js';
import { homeSections } from '../../texts/en/home/sections.js';

export function WhyChoose() {
  return (
    <PageSection
      spacing="roomy"
      id="why-title"
      tone="warm"
      eyebrow="The Difference"
      title={homeSections.whyChoose.title}
      intro={`A neighborhood practice in ${clinic.address.city} where you are a person, not a chart number.`}
    >
      <IconCardGrid items={whyChoose} iconTone="accent" />
    </PageSection>
  );
}
