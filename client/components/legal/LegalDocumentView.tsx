import { clinic } from '../../../shared/clinic.js';
import type { LegalBlock, LegalDocument } from '../../content/legal.js';
import { PageHero } from '../common/PageHero.js';
import { Container } from '../ui/Container.js';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p className="mt-4">{block}</p>;
  return (
    <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-brand-500">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function ContactDetails() {
  return (
    <address className="mt-4 grid gap-1 rounded-xl bg-brand-50 p-5 not-italic">
      <span className="font-semibold text-brand-900">{clinic.name}</span>
      <span>
        {clinic.address.street}, {clinic.address.city}, {clinic.address.region} {clinic.address.postalCode}
      </span>
      <span>
        Phone:{' '}
        <a href={`tel:${clinic.phone.tel}`} className="font-semibold text-brand-700 underline underline-offset-4">
          {clinic.phone.display}
        </a>
      </span>
      <span>
        E-mail:{' '}
        <a href={`mailto:${clinic.email}`} className="font-semibold text-brand-700 underline underline-offset-4">
          {clinic.email}
        </a>
      </span>
    </address>
  );
}

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
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:h-fit">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-muted">On this page</h2>
          <ol className="mt-3 grid gap-2 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl text-lg leading-relaxed text-ink">
          {document.intro.map((paragraph) => (
            <p key={paragraph} className="mb-4 first:mt-0">
              {paragraph}
            </p>
          ))}
          {document.sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-10">
              <h2 id={section.id} className="scroll-mt-24 text-2xl font-semibold">
                {index + 1}. {section.heading}
              </h2>
              {section.blocks.map((block, i) => (
                <Block key={i} block={block} />
              ))}
              {section.contactDetails && <ContactDetails />}
            </section>
          ))}
        </article>
      </Container>
    </>
  );
}
