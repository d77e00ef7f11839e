import { PageMeta } from '../components/seo/PageMeta.js';
import { KnownLimitList } from '../components/accessibility/KnownLimitList.js';
import { DocumentView } from '../components/document/DocumentView.js';
import type { AccessibilityStatement } from '../content/accessibility.js';
import { accessibilityPage } from '../content/page-meta/accessibility.js';

export default function AccessibilityPage({ content }: { content: AccessibilityStatement }) {
  const meta = accessibilityPage;
  const sections = content.sections.map((section) => ({
    ...section,
    extra: section.knownLimits && <KnownLimitList limits={section.knownLimits} />,
  }));
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} path={meta.path} />
      <DocumentView
        eyebrow="Accessibility"
        document={{ ...content, sections }}
        dated={{ label: 'Last reviewed', text: content.lastReviewed, iso: content.lastReviewedIso }}
      />
    </>
  );
}
