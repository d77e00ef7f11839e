import { PageMeta } from '../components/seo/PageMeta.js';
import { useTexts } from '../locale-context.js';
import { BookingActions } from '../components/common/BookingActions.js';
import { CheckList } from '../components/common/CheckList.js';
import { ContentImage } from '../components/common/ContentImage.js';
import { PageHero } from '../components/common/PageHero.js';
import { PageSection } from '../components/common/PageSection.js';
import { SpecialCta } from '../components/common/SpecialCta.js';
import { SplitSection } from '../components/common/SplitSection.js';
import { ExpectSteps } from '../components/special/ExpectSteps.js';
import { PaymentTerms } from '../components/special/PaymentTerms.js';
import { PriceCard } from '../components/special/PriceCard.js';
import { SpecialIncludes } from '../components/special/SpecialIncludes.js';
import type { PageProps } from '../routing/types.js';
import type { SpecialContent } from '../texts/en/special.js';

export default function SpecialPage({ content: special }: PageProps<SpecialContent>) {
  const { meta, offers } = useTexts();
  const words = offers.special;
  return (
    <>
      <PageMeta {...meta.pages.special} path="/special" />
      <PageHero
        eyebrow={words.eyebrow}
        title={special.headline}
        lead={special.intro}
        actions={<BookingActions />}
        aside={<PriceCard special={special} />}
      />

      <PageSection
        id="included"
        eyebrow={words.included.eyebrow}
        title={words.included.title(special.price)}
        intro={words.included.intro(special.regularValue, special.savings)}
      >
        <SpecialIncludes special={special} />
        <div className="mt-10">
          <PaymentTerms special={special} />
        </div>
      </PageSection>

      <SplitSection
        id="why"
        tone="sand"
        title={special.why.title}
        paragraphs={special.why.paragraphs}
        aside={<ContentImage image={special.image} framed />}
      >
        <CheckList items={special.why.reasons} className="mt-6 text-lg" />
      </SplitSection>

      <PageSection id="expect" eyebrow={words.expect.eyebrow} title={words.expect.title} intro={words.expect.intro}>
        <div className="pt-5">
          <ExpectSteps special={special} />
        </div>
      </PageSection>

      <SpecialCta title={words.cta.title} text={words.cta.text} showDetailsLink={false} />
    </>
  );
}
