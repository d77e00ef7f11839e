import { PageMeta } from '../components/seo/PageMeta.js';
import { PageHero } from '../components/common/PageHero.js';
import { KnownLimitList } from '../components/accessibility/KnownLimitList.js';
import { SectionedDocument } from '../components/document/SectionedDocument.js';
import type { AccessibilityStatement } from '../content/accessibility.js';
import { accessibilityPage } from '../content/page-meta/accessibility.js';

export default function AccessibilityPage({ content }: { content: AccessibilityStatement }) {
  const meta = accessibilityPage;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} path={meta.path} />
      <PageHero
        eyebrow="Accessibility"
        title={content.title}
        lead={
          <>
            Last reviewed: <time dateTime={content.lastReviewedIso}>{content.lastReviewed}</time>
          </>
        }
      />
      <SectionedDocument
        intro={content.intro}
        sections={content.sections.map((section) => ({
          ...section,
          extra: section.knownLimits && <KnownLimitList limits={section.knownLimits} />,
        }))}
      />
    </>
  );
}
