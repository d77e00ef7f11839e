import { PageMeta } from '../components/seo/PageMeta.js';
import { useTexts } from '../locale-context.js';
import { KnownLimitList } from '../components/accessibility/KnownLimitList.js';
import { DocumentView } from '../components/document/DocumentView.js';
import type { PageProps } from '../routing/types.js';
import type { AccessibilityStatement } from '../texts/en/accessibility.js';

export default function AccessibilityPage({ content }: PageProps<AccessibilityStatement>) {
  const { meta } = useTexts();
  const sections = content.sections.map((section) => ({
    ...section,
    extra: section.knownLimits && <KnownLimitList limits={section.knownLimits} />,
  }));
  return (
    <>
      <PageMeta {...meta.pages.accessibility} path="/accessibility" />
      <DocumentView
        eyebrow="Accessibility"
        document={{ ...content, sections }}
        dated={{ label: 'Last reviewed', date: content.lastReviewed }}
      />
    </>
  );
}
