import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../ui/Button.js';
import { Container } from '../ui/Container.js';
import { SectionHeading } from '../ui/SectionHeading.js';
import { ClinicCarousel } from './ClinicCarousel.js';

export function ClinicSection() {
  return (
    <section aria-labelledby="clinic-title" className="bg-brand-50 py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="clinic-title"
          eyebrow="Take a Look Inside"
          title="Experience Our Clinic"
          intro="A bright, calm space designed to help you relax from the moment you walk in."
        />
        <ClinicCarousel />
        <div className="mt-10 text-center">
          <ButtonLink to="/about" variant="secondary" size="lg">
            See Our Clinic
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
