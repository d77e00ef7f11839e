import type { ReactNode } from 'react';
import { Container } from '../ui/Container.js';
import { SectionHeading } from '../ui/SectionHeading.js';

export type SectionTone = 'white' | 'sand' | 'warm' | 'brand';
/** The home page's bands are roomier than the inner pages' sections. */
export type SectionSpacing = 'normal' | 'roomy';

const tones: Record<SectionTone, string> = {
  white: '',
  sand: 'bg-sand-50',
  warm: 'bg-sand-100',
  brand: 'bg-brand-50',
};

const spacings: Record<SectionSpacing, string> = {
  normal: 'py-14 sm:py-20',
  roomy: 'py-16 sm:py-24',
};

/** The background and vertical padding of a full-width section band. */
export function sectionClasses(tone: SectionTone = 'white', spacing: SectionSpacing = 'normal') {
  return `${spacings[spacing]} ${tones[tone]}`;
}

type Props = {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  tone?: SectionTone;
  spacing?: SectionSpacing;
  className?: string;
  children: ReactNode;
};

/** A page section with a centred heading above its content. */
export function PageSection({ id, title, eyebrow, intro, tone, spacing, className = '', children }: Props) {
  return (
    <section aria-labelledby={id} className={`${sectionClasses(tone, spacing)} ${className}`}>
      <Container>
        <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} />
        {children}
      </Container>
    </section>
  );
}
