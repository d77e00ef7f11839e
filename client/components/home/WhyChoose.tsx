import type { WhyChoosePoint } from '../../texts/en/home/whyChoose.js';
import type { HomeSections } from '../../texts/en/home/sections.js';
import { IconCardGrid } from '../common/IconCardGrid.js';
import { PageSection } from '../common/PageSection.js';

export function WhyChoose({
  section,
  points,
}: {
  section: HomeSections['whyChoose'];
  points: readonly WhyChoosePoint[];
}) {
  return (
    <PageSection
      spacing="roomy"
      id="why-title"
      tone="warm"
      eyebrow={section.eyebrow}
      title={section.title}
      intro={section.intro}
    >
      <IconCardGrid items={points} iconTone="accent" />
    </PageSection>
  );
}
