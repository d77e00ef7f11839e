import { PageMeta } from '../components/seo/PageMeta.js';
import { useLocale, useTexts } from '../locale-context.js';
import { BookingActions } from '../components/common/BookingActions.js';
import { PageHero } from '../components/common/PageHero.js';
import { PageSection } from '../components/common/PageSection.js';
import { SpecialCta } from '../components/common/SpecialCta.js';
import { ServiceGroups } from '../components/services/ServiceGroups.js';
import { ModalityBlock } from '../components/services/ModalityBlock.js';
import { modalities as englishModalities, type Modality } from '../texts/en/services/modalities.js';
import { modalities as spanishModalities } from '../texts/es/services/modalities.js';
import type { PageProps } from '../routing/types.js';
import type { ServiceSlug } from '../content/services.js';
import type { Locale } from '../../shared/locale.js';

// The route loads only the summaries; the therapies come with this page's module, in each language.
const modalitiesIn: Record<Locale, Modality[]> = { en: englishModalities, es: spanishModalities };

export default function ServicesPage({ content: summaries }: PageProps<Record<ServiceSlug, string>>) {
  const { meta, offers } = useTexts();
  const words = offers.services;
  const modalities = modalitiesIn[useLocale()];
  return (
    <>
      <PageMeta {...meta.pages.services} path="/services" />
      <PageHero eyebrow={words.eyebrow} title={words.title} lead={words.lead} actions={<BookingActions />} />

      <PageSection
        id="services-by-area"
        eyebrow={words.byArea.eyebrow}
        title={words.byArea.title}
        intro={words.byArea.intro}
      >
        <ServiceGroups summaries={summaries} />
      </PageSection>

      <PageSection
        id="therapies"
        tone="sand"
        eyebrow={words.therapies.eyebrow}
        title={words.therapies.title}
        intro={words.therapies.intro}
      >
        <div className="grid gap-16 lg:gap-24">
          {modalities.map((modality, index) => (
            <ModalityBlock key={modality.id} modality={modality} reversed={index % 2 === 1} />
          ))}
        </div>
      </PageSection>

      <SpecialCta title={words.cta.title} text={words.cta.text} />
    </>
  );
}
