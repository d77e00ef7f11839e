import { PageMeta, type PageMetaData } from '../components/seo/PageMeta.js';
import { KnownLimitList } from '../components/accessibility/KnownLimitList.js';
import { DocumentView } from '../components/document/DocumentView.js';
import type { PageProps } from '../routing/types.js';
import type { AccessibilityStatement } from '../texts/accessibility.js';
import { clinic } from '../../shared/clinic.js';

export const meta: PageMetaData = {
  path: '/accessibility',
  title: `Accessibility Statement | ${clinic.name}`,
  description: `How ${clinic.name} works to make this website usable by everyone: our WCAG 2.2 AA target, how we check it, known limits and how to report a barrier.`,
};

export default function AccessibilityPage({ content }: PageProps<AccessibilityStatement>) {
  const sections = content.sections.map((section) => ({
    ...section,
    extra: section.knownLimits && <KnownLimitList limits={section.knownLimits} />,
  }));
  return (
    <>
      <PageMeta {...meta} />
      <DocumentView
        eyebrow="Accessibility"
        document={{ ...content, sections }}
        dated={{ label: 'Last reviewed', text: content.lastReviewed, iso: content.lastReviewedIso }}
      />
    </>
  );
}
