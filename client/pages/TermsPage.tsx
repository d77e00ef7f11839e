import { PageMeta } from '../components/seo/PageMeta.js';
import { LegalDocumentView } from '../components/legal/LegalDocumentView.js';
import type { LegalDocument } from '../content/legal.js';
import { termsPage } from '../content/page-meta/terms.js';

export default function TermsPage({ content }: { content: LegalDocument }) {
  const meta = termsPage;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} path={meta.path} />
      <LegalDocumentView document={content} />
    </>
  );
}
