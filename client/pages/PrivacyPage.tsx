import { PageMeta } from '../components/seo/PageMeta.js';
import { LegalDocumentView } from '../components/legal/LegalDocumentView.js';
import { privacyPolicy } from '../content/legal.js';
import { pages } from '../content/pages.js';

export default function PrivacyPage() {
  const meta = pages.privacy;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} path={meta.path} />
      <LegalDocumentView document={privacyPolicy} />
    </>
  );
}
