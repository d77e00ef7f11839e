import { PageSection } from '../common/PageSection.js';
import { SectionMoreLink } from './SectionMoreLink.js';
import { ClinicCarousel } from './ClinicCarousel.js';
import { Island } from '../../islands/Island.js';
import { useTexts } from '../../locale-context.js';
import type { ClinicPhoto } from '../../texts/en/home/clinicPhotos.js';
import type { HomeSections } from '../../texts/en/home/sections.js';

export function ClinicSection({
  section,
  photos,
}: {
  section: HomeSections['clinic'];
  photos: readonly ClinicPhoto[];
}) {
  const { carousel } = useTexts().home;
  return (
    <PageSection
      spacing="roomy"
      id="clinic-title"
      tone="brand"
      eyebrow={section.eyebrow}
      title={section.title}
      intro={section.intro}
    >
      {/* The island's words come with it, in the page's language. */}
      <Island name="clinic-carousel" component={ClinicCarousel} props={{ photos, texts: carousel }} />
      <SectionMoreLink to="/about" variant="secondary">
        {section.more}
      </SectionMoreLink>
    </PageSection>
  );
}
