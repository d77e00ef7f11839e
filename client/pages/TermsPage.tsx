import { PageMeta, type PageMetaData } from '../components/seo/PageMeta.js';
import { DocumentView } from '../components/document/DocumentView.js';
import type { LegalDocument } from '../texts/legal.js';
import type { PageProps } from '../routing/types.js';
import { clinic } from '../../shared/clinic.js';

export const meta: PageMetaData = {
  path: '/terms',
  title: `Terms of Service | ${clinic.name}`,
  description: `The terms that apply when you use the ${clinic.name} website.`,
};

export default function TermsPage({ content }: PageProps<LegalDocument>) {
  return (
    <>
      <PageMeta {...meta} />
      <DocumentView
        eyebrow="Legal"
        document={content}
        dated={{ label: 'Effective date', text: content.effectiveDate, iso: content.effectiveDateIso }}
      />
    </>
  );
}
