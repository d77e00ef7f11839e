import { PageMeta } from '../components/seo/PageMeta.js';
import { LegalDocumentView } from '../components/legal/LegalDocumentView.js';
import type { LegalDocument } from '../content/legal.js';
import { privacyPage } from '../content/page-meta/privacy.js';

export default function PrivacyPage({ content }: { content: LegalDocument }) {
  const meta = privacyPage;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} path={meta.path} />
      <LegalDocumentView document={content} />
    </>
  );
}
