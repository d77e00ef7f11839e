import { PageMeta } from '../components/seo/PageMeta.js';
import { LegalDocumentView } from '../components/legal/LegalDocumentView.js';
import type { LegalDocument } from '../content/legal.js';
import { pages } from '../content/pages.js';

export default function PrivacyPage({ content }: { content: LegalDocument }) {
  const meta = pages.privacy;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} path={meta.path} />
      <LegalDocumentView document={content} />
    </>
  );
}
