import type { ReactNode } from 'react';
import { Container } from '../ui/Container.js';
import { SectionHeading } from '../ui/SectionHeading.js';

export type SectionTone = 'white' | 'sand' | 'brand';

export const sectionTones: Record<SectionTone, string> = {
  white: '',
  sand: 'bg-sand-50',
  brand: 'bg-brand-50',
};

type Props = {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  tone?: SectionTone;
  children: ReactNode;
};

/** A page section with a centred heading above its content. */
export function PageSection({ id, title, eyebrow, intro, tone = 'white', children }: Props) {
  return (
    <section aria-labelledby={id} className={`py-14 sm:py-20 ${sectionTones[tone]}`}>
      <Container>
        <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} />
        {children}
      </Container>
    </section>
  );
}
