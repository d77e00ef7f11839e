import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import type { ServiceLink } from '../../content/services.js';
import { useTexts } from '../../locale-context.js';
import { Container } from '../ui/Container.js';
import { sectionClasses } from '../common/PageSection.js';
import { cardSurface } from '../ui/Card.js';

/** The "Other Services" grid of the service template. */
export function RelatedServices({ links }: { links: ServiceLink[] }) {
  const words = useTexts().offers.service.related;
  return (
    <section aria-labelledby="other-services" className={sectionClasses('warm')}>
      <Container>
        <h2 id="other-services" className="text-3xl font-semibold sm:text-4xl">
          {words.title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted">{words.intro}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {links.map(({ summary, ...link }) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className={`${cardSurface} group flex h-full flex-col p-5 transition-shadow hover:border-brand-300`}
              >
                <span className="font-display text-xl font-semibold text-brand-900">{link.label}</span>
                {summary && <span className="mt-2 flex-1 text-sm text-muted">{summary}</span>}
                <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 group-hover:underline group-hover:underline-offset-4">
                  {words.learnMore}
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
