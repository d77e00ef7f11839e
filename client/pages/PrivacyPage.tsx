import { PageMeta } from '../components/seo/PageMeta.js';
import { useTexts } from '../locale-context.js';
import { DocumentView } from '../components/document/DocumentView.js';
import type { LegalDocument } from '../texts/en/legal.js';
import type { PageProps } from '../routing/types.js';

export default function PrivacyPage({ content }: PageProps<LegalDocument>) {
  const { meta, documents } = useTexts();
  return (
    <>
      <PageMeta {...meta.pages.privacy} path="/privacy" />
      <DocumentView
        eyebrow={documents.legalEyebrow}
        document={content}
        dated={{ label: documents.effectiveDate, date: content.effectiveDate }}
      />
    </>
  );
}
