import { formatLongDate } from '../../../shared/dates.js';
import { useTexts } from '../../locale-context.js';
import type { ReactNode } from 'react';
import type { DocumentContent, DocumentSectionContent } from '../../content/document.js';
import { PageHero } from '../common/PageHero.js';
import { Container } from '../ui/Container.js';
import { ContactDetails } from './ContactDetails.js';
import { TextBlockView } from './TextBlockView.js';

export type DocumentSection = DocumentSectionContent & {
  /** Rendered after the blocks. */
  extra?: ReactNode;
};

type Props = {
  eyebrow: string;
  document: DocumentContent<DocumentSection>;
  /** The date the document speaks from, e.g. "Effective date". */
  /** The document's date ('2025-08-15'), written in the page's language after the label. */
  dated: { label: string; date: string };
};

/**
 * A long document (the legal texts, the accessibility statement): heading and date, an "On this page"
 * list of its sections beside the intro and the numbered sections.
 */
export function DocumentView({ eyebrow, document: { title, intro, sections }, dated }: Props) {
  const { dates, documents } = useTexts();
  return (
    <>
      <PageHero
        eyebrow={eyebrow}
        title={title}
        lead={
          <>
            {`${dated.label}: `}
            <time dateTime={dated.date}>{formatLongDate(dated.date, dates)}</time>
          </>
        }
      />
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label={documents.onThisPage} className="lg:sticky lg:top-24 lg:h-fit">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-muted">
            {documents.onThisPage}
          </h2>
          <ol className="mt-3 grid gap-2 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl text-lg leading-relaxed text-ink">
          {intro.map((paragraph) => (
            <p key={paragraph} className="mb-4 first:mt-0">
              {paragraph}
            </p>
          ))}
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-10">
              <h2 id={section.id} className="scroll-mt-24 text-2xl font-semibold">
                {index + 1}. {section.heading}
              </h2>
              {section.blocks.map((block, i) => (
                <TextBlockView key={i} block={block} />
              ))}
              {section.extra}
              {section.contactDetails && <ContactDetails />}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
