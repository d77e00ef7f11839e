import { PageMeta } from '../components/seo/PageMeta.js';
import { PageHero } from '../components/common/PageHero.js';
import { ContentImage } from '../components/common/ContentImage.js';
import { JsonLd } from '../components/common/JsonLd.js';
import { SpecialCta } from '../components/common/SpecialCta.js';
import { physicianJsonLd } from '../components/common/structured-data.js';
import { CoreValues } from '../components/about/CoreValues.js';
import { PractitionerCard } from '../components/about/PractitionerCard.js';
import { Container } from '../components/ui/Container.js';
import { SectionHeading } from '../components/ui/SectionHeading.js';
import { about } from '../content/about.js';
import { pages } from '../content/pages.js';
import { practitioners } from '../content/practitioners.js';
import { useSite } from '../site-context.js';

export default function AboutPage() {
  const meta = pages.about;
  const { siteUrl } = useSite();
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} path={meta.path} />
      {practitioners.map((practitioner) => (
        <JsonLd key={practitioner.id} data={physicianJsonLd(practitioner, siteUrl, meta.path)} />
      ))}
      <PageHero eyebrow="About Us" title="Care that starts with listening" lead={about.intro} />

      <section aria-labelledby="mission" className="py-14 sm:py-20">
        <Container className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <h2 id="mission" className="text-3xl font-semibold sm:text-4xl">
              {about.mission.title}
            </h2>
            <p className="mt-5 border-l-4 border-accent-700 pl-4 font-display text-xl text-brand-900 sm:text-2xl">{about.mission.statement}</p>
            {about.mission.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg text-muted">
                {paragraph}
              </p>
            ))}
          </div>
          <ContentImage image={about.mission.image} className="w-full rounded-[var(--radius-card)] bg-brand-50 shadow-[var(--shadow-card)]" />
        </Container>
      </section>

      <section aria-labelledby="values" className="bg-sand-50 py-14 sm:py-20">
        <Container>
          <SectionHeading id="values" eyebrow="What guides us" title="Our Core Values" />
          <CoreValues />
        </Container>
      </section>

      <section aria-labelledby="team" className="py-14 sm:py-20">
        <Container>
          <SectionHeading id="team" eyebrow="Our team" title="Meet Your Chiropractors" intro="Two doctors with different strengths and one shared way of caring for people." />
          <div className="grid gap-8 lg:grid-cols-2">
            {practitioners.map((practitioner) => (
              <PractitionerCard key={practitioner.id} practitioner={practitioner} />
            ))}
          </div>
        </Container>
      </section>

      <section aria-labelledby="philosophy" className="bg-brand-50 py-14 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <h2 id="philosophy" className="text-3xl font-semibold sm:text-4xl">
              {about.philosophy.title}
            </h2>
            {about.philosophy.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg text-muted">
                {paragraph}
              </p>
            ))}
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {about.philosophy.principles.map((principle) => (
              <li key={principle.title} className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]">
                <h3 className="text-lg font-semibold">{principle.title}</h3>
                <p className="mt-1 text-muted">{principle.description}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <SpecialCta title="Come and meet us" />
    </>
  );
}
