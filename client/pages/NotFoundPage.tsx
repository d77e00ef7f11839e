import { Link } from 'react-router-dom';
import { PageMeta } from '../components/seo/PageMeta.js';
import { useTexts } from '../locale-context.js';
import { CallButton } from '../components/common/CallButton.js';
import { ButtonLink } from '../components/ui/Button.js';
import { Container } from '../components/ui/Container.js';

/** No path: the 404 has no canonical address. */
/** Where visitors most often meant to go. */
const suggestions = [
  { href: '/services', label: 'Our services' },
  { href: '/special', label: 'The New Patient Special' },
  { href: '/blog', label: 'Health tips on our blog' },
  { href: '/contact', label: 'Contact us' },
];

export default function NotFoundPage() {
  const { meta } = useTexts();
  return (
    <>
      <PageMeta {...meta.pages.notFound} noindex />
      <section aria-labelledby="not-found-title" className="bg-linear-to-b from-brand-50 to-sand-50">
        <Container className="max-w-2xl py-16 text-center sm:py-24">
          <p aria-hidden="true" className="font-display text-7xl font-semibold text-brand-500 sm:text-8xl">
            404
          </p>
          <h1 id="not-found-title" className="mt-4 text-3xl font-semibold sm:text-4xl">
            Oops! Page not found
          </h1>
          <p className="mt-4 text-lg text-muted">The page you were looking for may have moved or no longer exists.</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/" size="lg">
              Return to Home
            </ButtonLink>
            <CallButton size="lg" />
          </div>
          <nav aria-label="Popular pages" className="mt-10">
            <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
              {suggestions.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="inline-block py-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
                  >
                    {link.label}
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
