import { PageMeta, type PageMetaData } from '../components/seo/PageMeta.js';
import { DocumentView } from '../components/document/DocumentView.js';
import type { LegalDocument } from '../texts/legal.js';
import type { PageProps } from '../routing/types.js';
import { clinic } from '../../shared/clinic.js';

export const meta: PageMetaData = {
  path: '/privacy',
  title: `Privacy Policy | ${clinic.name}`,
  description: `How ${clinic.name} collects, uses and protects the information you share on this website.`,
};

export default function PrivacyPage({ content }: PageProps<LegalDocument>) {
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
