import { PageSection } from '../common/PageSection.js';
import { SectionMoreLink } from './SectionMoreLink.js';
import { ClinicCarousel } from './ClinicCarousel.js';
import { Island } from '../../islands/Island.js';
import type { HomeSections } from '../../texts/en/home/sections.js';

export function ClinicSection({ section }: { section: HomeSections['clinic'] }) {
  return (
    <PageSection
      spacing="roomy"
      id="clinic-title"
      tone="brand"
      eyebrow={section.eyebrow}
      title={section.title}
      intro={section.intro}
    >
      <Island name="clinic-carousel" component={ClinicCarousel} />
      <SectionMoreLink to="/about" variant="secondary">
        {section.more}
      </SectionMoreLink>
    </PageSection>
  );
}
