import { HomeSection, SectionMoreLink } from './HomeSection.js';
import { ClinicCarousel } from './ClinicCarousel.js';

export function ClinicSection() {
  return (
    <HomeSection
      id="clinic-title"
      className="bg-brand-50"
      eyebrow="Take a Look Inside"
      title="Experience Our Clinic"
      intro="A bright, calm space designed to help you relax from the moment you walk in."
    >
      <ClinicCarousel />
      <SectionMoreLink to="/about" variant="secondary">
        See Our Clinic
      </SectionMoreLink>
    </HomeSection>
  );
}
