import CircleCheck from 'lucide-react/icons/circle-check';
import { PageMeta } from '../components/seo/PageMeta.js';
import { ButtonLink } from '../components/ui/Button.js';
import { Container } from '../components/ui/Container.js';
import type { SentPageCopy } from '../components/forms/messages.js';
import type { PageProps } from '../routing/types.js';
import { clinic } from '../../shared/clinic.js';

/**
 * Where a contact form's native post leads once the message is saved: a page of its own, so reloading
 * it sends nothing again.
 */
export default function MessageSentPage({ content }: PageProps<SentPageCopy>) {
  return (
    <>
      <PageMeta title={`${content.title} | ${clinic.name}`} description={content.description} noindex />
      <section aria-labelledby="sent-title" className="bg-linear-to-b from-brand-50 to-sand-50">
        <Container className="max-w-2xl py-16 text-center sm:py-24">
          <CircleCheck aria-hidden="true" className="mx-auto size-14 text-brand-600" />
          <h1 id="sent-title" className="mt-4 text-3xl font-semibold sm:text-4xl">
            {content.title}
          </h1>
          <p className="mt-4 text-lg text-muted">{content.description}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to={content.back.href} size="lg">
              {content.back.label}
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
