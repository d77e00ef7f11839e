import { PageMeta } from '../components/seo/PageMeta.js';
import { PageHero } from '../components/common/PageHero.js';
import { CallButton } from '../components/common/CallButton.js';
import { CheckList } from '../components/common/CheckList.js';
import { ContentImage } from '../components/common/ContentImage.js';
import { SpecialCta } from '../components/common/SpecialCta.js';
import { ScheduleButton } from '../components/booking/ScheduleButton.js';
import { ExpectSteps } from '../components/special/ExpectSteps.js';
import { PaymentTerms } from '../components/special/PaymentTerms.js';
import { PriceCard } from '../components/special/PriceCard.js';
import { SpecialIncludes } from '../components/special/SpecialIncludes.js';
import { Container } from '../components/ui/Container.js';
import { SectionHeading } from '../components/ui/SectionHeading.js';
import { pages } from '../content/pages.js';
import { special } from '../content/special.js';

export default function SpecialPage() {
  const meta = pages.special;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} path={meta.path} />
      <PageHero
        eyebrow="New Patients"
        title={special.headline}
        lead={special.intro}
        actions={
          <>
            <ScheduleButton size="lg" icon>
              Schedule Your {special.price} Visit
            </ScheduleButton>
            <CallButton size="lg" />
          </>
        }
        aside={<PriceCard />}
      />

      <section aria-labelledby="included" className="py-14 sm:py-20">
        <Container>
          <SectionHeading
            id="included"
            eyebrow="What’s included"
            title={`Everything your first visit needs, for ${special.price}`}
            intro={`A regular value of ${special.regularValue}: you save ${special.savings}.`}
          />
          <SpecialIncludes />
          <div className="mt-10">
            <PaymentTerms />
          </div>
        </Container>
      </section>

      <section aria-labelledby="why" className="bg-sand-50 py-14 sm:py-20">
        <Container className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <h2 id="why" className="text-3xl font-semibold sm:text-4xl">
              {special.why.title}
            </h2>
            {special.why.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg text-muted">
                {paragraph}
              </p>
            ))}
            <CheckList items={special.why.reasons} className="mt-6 text-lg" />
          </div>
          <ContentImage image={special.image} className="w-full rounded-[var(--radius-card)] bg-brand-50 shadow-[var(--shadow-card)]" />
        </Container>
      </section>

      <section aria-labelledby="expect" className="py-14 sm:py-20">
        <Container>
          <SectionHeading id="expect" eyebrow="Your first visit" title="What to expect" intro="Three simple steps from booking to your personal care plan." />
          <div className="pt-5">
            <ExpectSteps />
          </div>
        </Container>
      </section>

      <SpecialCta title="Ready for your first visit?" text="Book online in a minute, or call and we will find a time that suits you." showDetailsLink={false} />
    </>
  );
}
