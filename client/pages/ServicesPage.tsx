import { PageMeta } from '../components/seo/PageMeta.js';
import { useTexts } from '../locale-context.js';
import { BookingActions } from '../components/common/BookingActions.js';
import { PageHero } from '../components/common/PageHero.js';
import { PageSection } from '../components/common/PageSection.js';
import { SpecialCta } from '../components/common/SpecialCta.js';
import { ServiceGroups } from '../components/services/ServiceGroups.js';
import { ModalityBlock } from '../components/services/ModalityBlock.js';
import { modalities } from '../texts/en/services/modalities.js';
import type { PageProps } from '../routing/types.js';
import type { ServiceSlug } from '../content/services.js';
import { clinic } from '../../shared/clinic.js';

export default function ServicesPage({ content: summaries }: PageProps<Record<ServiceSlug, string>>) {
  const { meta } = useTexts();
  return (
    <>
      <PageMeta {...meta.pages.services} path="/services" />
      <PageHero
        eyebrow="Our Services"
        title="Chiropractic care for every part of you"
        lead={`From stiff necks and sore backs to sports injuries, pregnancy and recovery after a car accident, ${clinic.name} combines chiropractic adjustments, laser therapy and massage therapy in one plan built around you.`}
        actions={<BookingActions />}
      />

      <PageSection
        id="services-by-area"
        eyebrow="Find your care"
        title="Services by area"
        intro="Choose where it hurts or what you need help with to see how we can help."
      >
        <ServiceGroups summaries={summaries} />
      </PageSection>

      <PageSection
        id="therapies"
        tone="sand"
        eyebrow="Multi-modality care"
        title="Three therapies, one plan"
        intro="Most patients benefit from a combination. We choose what fits your body, your goals and how you respond, and adjust as you improve."
      >
        <div className="grid gap-16 lg:gap-24">
          {modalities.map((modality, index) => (
            <ModalityBlock key={modality.id} modality={modality} reversed={index % 2 === 1} />
          ))}
        </div>
      </PageSection>

      <SpecialCta
        title="Not sure which service you need?"
        text={`Start with the $${clinic.special.price} New Patient Special: a consultation, X-rays, an adjustment and laser therapy. We will find the cause and recommend the right care.`}
      />
    </>
  );
}
