import type { LegalDocument } from '../../content/legal.js';
import { PageHero } from '../common/PageHero.js';
import { SectionedDocument } from '../document/SectionedDocument.js';

/** Renders a typed legal document: heading, effective date, contents and numbered sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={document.title}
        lead={
          <>
            Effective date: <time dateTime={document.effectiveDateIso}>{document.effectiveDate}</time>
          </>
        }
      />
      <SectionedDocument intro={document.intro} sections={document.sections} />
    </>
  );
}
