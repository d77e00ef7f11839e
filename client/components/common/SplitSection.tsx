import type { ReactNode } from 'react';
import { Container } from '../ui/Container.js';
import { sectionClasses, type SectionTone } from './PageSection.js';

type Props = {
  id: string;
  title: ReactNode;
  paragraphs: string[];
  /** Shown between the heading and the paragraphs (a highlighted statement). */
  lead?: ReactNode;
  /** Shown after the paragraphs. */
  children?: ReactNode;
  /** The other column: a picture or a list. */
  aside: ReactNode;
  tone?: SectionTone;
};

/** Text beside a picture or list on wide screens, stacked on small ones. */
export function SplitSection({ id, title, paragraphs, lead, children, aside, tone }: Props) {
  return (
    <section aria-labelledby={id} className={sectionClasses(tone)}>
      <Container className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <h2 id={id} className="text-3xl font-semibold sm:text-4xl">
            {title}
          </h2>
          {lead}
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-muted">
              {paragraph}
            </p>
          ))}
          {children}
        </div>
        {aside}
      </Container>
    </section>
  );
}
