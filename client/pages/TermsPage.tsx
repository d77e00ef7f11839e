import { PageMeta } from '../components/seo/PageMeta.js';
import { useTexts } from '../locale-context.js';
import { DocumentView } from '../components/document/DocumentView.js';
import type { LegalDocument } from '../texts/en/legal.js';
import type { PageProps } from '../routing/types.js';

export default function TermsPage({ content }: PageProps<LegalDocument>) {
  const { meta, documents } = useTexts();
  return (
    <>
      <PageMeta {...meta.pages.terms} path="/terms" />
      <DocumentView
        eyebrow={documents.legalEyebrow}
        document={content}
        dated={{ label: documents.effectiveDate, date: content.effectiveDate }}
      />
    </>
  );
}
