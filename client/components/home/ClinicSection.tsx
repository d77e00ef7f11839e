import { PageSection } from '../common/PageSection.js';
import { SectionMoreLink } from './SectionMoreLink.js';
import { ClinicCarousel } from './ClinicCarousel.js';
import { Island } from '../../islands/Island.js';
import { homeSections } from '../../texts/en/home/sections.js';

export function ClinicSection() {
  return (
    <PageSection
      spacing="roomy"
      id="clinic-title"
      tone="brand"
      eyebrow="Take a Look Inside"
      title={homeSections.clinic.title}
      intro="A bright, calm space designed to help you relax from the moment you walk in."
    >
      <Island name="clinic-carousel" component={ClinicCarousel} />
      <SectionMoreLink to="/about" variant="secondary">
        {homeSections.clinic.more}
      </SectionMoreLink>
    </PageSection>
  );
}
