import { Link } from 'react-router-dom';
import { PageMeta } from '../components/seo/PageMeta.js';
import { useLocalize, useTexts } from '../locale-context.js';
import { CallButton } from '../components/common/CallButton.js';
import { ButtonLink } from '../components/ui/Button.js';
import { Container } from '../components/ui/Container.js';

/** No path: the 404 has no canonical address. */
/** Where visitors most often meant to go (the labels are in `contact.notFound.suggestions`). */
const suggestions = ['/services', '/special', '/blog', '/contact'] as const;

export default function NotFoundPage() {
  const { meta, contact } = useTexts();
  const words = contact.notFound;
  const localize = useLocalize();
  return (
    <>
      <PageMeta {...meta.pages.notFound} noindex />
      <section aria-labelledby="not-found-title" className="bg-linear-to-b from-brand-50 to-sand-50">
        <Container className="max-w-2xl py-16 text-center sm:py-24">
          <p aria-hidden="true" className="font-display text-7xl font-semibold text-brand-500 sm:text-8xl">
            404
          </p>
          <h1 id="not-found-title" className="mt-4 text-3xl font-semibold sm:text-4xl">
            {words.title}
          </h1>
          <p className="mt-4 text-lg text-muted">{words.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to={localize('/')} size="lg">
              {words.home}
            </ButtonLink>
            <CallButton size="lg" />
          </div>
          <nav aria-label={words.suggestionsLabel} className="mt-10">
            <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
              {suggestions.map((href) => (
                <li key={href}>
                  <Link
                    to={localize(href)}
                    className="inline-block py-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
                  >
                    {words.suggestions[href]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </section>
    </>
  );
}
