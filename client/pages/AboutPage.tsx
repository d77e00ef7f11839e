import { PageMeta } from '../components/seo/PageMeta.js';
import { useTexts } from '../locale-context.js';
import { PageHero } from '../components/common/PageHero.js';
import { PageSection } from '../components/common/PageSection.js';
import { SplitSection } from '../components/common/SplitSection.js';
import { ContentImage } from '../components/common/ContentImage.js';
import { JsonLd } from '../components/common/JsonLd.js';
import { SpecialCta } from '../components/common/SpecialCta.js';
import { CoreValues } from '../components/about/CoreValues.js';
import { PractitionerCard } from '../components/about/PractitionerCard.js';
import type { PageProps } from '../routing/types.js';
import type { AboutPageContent } from '../routing/content/about.js';

export default function AboutPage({ content: { about, practitioners, jsonLd } }: PageProps<AboutPageContent>) {
  const { meta, offers } = useTexts();
  const words = offers.about;
  return (
    <>
      <PageMeta {...meta.pages.about} path="/about" />
      {jsonLd.map((data) => (
        <JsonLd key={data['@id']} data={data} />
      ))}
      <PageHero eyebrow={words.eyebrow} title={words.title} lead={about.intro} />

      <SplitSection
        id="mission"
        title={about.mission.title}
        lead={
          <p className="mt-5 border-l-4 border-accent-700 pl-4 font-display text-xl text-brand-900 sm:text-2xl">
            {about.mission.statement}
          </p>
        }
        paragraphs={about.mission.paragraphs}
        aside={<ContentImage image={about.mission.image} framed />}
      />

      <PageSection id="values" eyebrow={words.values.eyebrow} title={words.values.title} tone="sand">
        <CoreValues values={about.coreValues} />
      </PageSection>

      <PageSection id="team" eyebrow={words.team.eyebrow} title={words.team.title} intro={words.team.intro}>
        <div className="grid gap-8 lg:grid-cols-2">
          {practitioners.map((practitioner) => (
            <PractitionerCard key={practitioner.id} practitioner={practitioner} />
          ))}
        </div>
      </PageSection>

      <SplitSection
        id="philosophy"
        tone="brand"
        title={about.philosophy.title}
        paragraphs={about.philosophy.paragraphs}
        aside={
          <ul className="grid gap-4 sm:grid-cols-2">
            {about.philosophy.principles.map((principle) => (
              <li
                key={principle.title}
                className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]"
              >
                <h3 className="text-lg font-semibold">{principle.title}</h3>
                <p className="mt-1 text-muted">{principle.description}</p>
              </li>
            ))}
          </ul>
        }
      />

      <SpecialCta title={words.ctaTitle} />
    </>
  );
}
