import { PageMeta } from '../components/seo/PageMeta.js';
import { DocumentView } from '../components/document/DocumentView.js';
import type { LegalDocument } from '../content/legal.js';
import { privacyPage } from '../content/page-meta/privacy.js';

export default function PrivacyPage({ content }: { content: LegalDocument }) {
  const meta = privacyPage;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} path={meta.path} />
      <DocumentView eyebrow="Legal" document={content} dated={{ label: 'Effective date', text: content.effectiveDate, iso: content.effectiveDateIso }} />
    </>
  );
}
