import type { ReactNode } from 'react';
import { Container } from '../ui/Container.js';

type Props = {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** A breadcrumb or other line above the heading. */
  before?: ReactNode;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** A picture or card beside the text on wide screens. */
  aside?: ReactNode;
};

/** The top of every inner page: the one h1, a lead paragraph and the main actions. */
export function PageHero({ title, eyebrow, lead, before, actions, aside }: Props) {
  return (
    <section className="border-b border-brand-100 bg-linear-to-b from-brand-50 to-sand-50">
      <Container
        className={`py-10 sm:py-14 lg:py-16 ${aside ? 'grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]' : ''}`}
      >
        <div className="max-w-3xl">
          {before}
          {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-accent-700">{eyebrow}</p>}
          <h1 className="text-4xl font-semibold leading-tight sm:text-5xl">{title}</h1>
          {lead && <p className="mt-5 text-lg leading-relaxed text-muted sm:text-xl">{lead}</p>}
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {aside}
      </Container>
    </section>
  );
}
