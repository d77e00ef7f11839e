import { PageMeta } from '../components/seo/PageMeta.js';
import { useTexts } from '../locale-context.js';
import { KnownLimitList } from '../components/accessibility/KnownLimitList.js';
import { DocumentView } from '../components/document/DocumentView.js';
import type { PageProps } from '../routing/types.js';
import type { AccessibilityStatement } from '../texts/en/accessibility.js';

export default function AccessibilityPage({ content }: PageProps<AccessibilityStatement>) {
  const { meta, documents } = useTexts();
  const sections = content.sections.map((section) => ({
    ...section,
    extra: section.knownLimits && (
      <KnownLimitList limits={section.knownLimits} alternative={documents.knownLimitAlternative} />
    ),
  }));
  return (
    <>
      <PageMeta {...meta.pages.accessibility} path="/accessibility" />
      <DocumentView
        eyebrow={documents.accessibilityEyebrow}
        document={{ ...content, sections }}
        dated={{ label: documents.lastReviewed, date: content.lastReviewed }}
      />
    </>
  );
}
