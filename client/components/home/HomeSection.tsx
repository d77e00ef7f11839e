import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../ui/Button.js';
import { Container } from '../ui/Container.js';
import { SectionHeading } from '../ui/SectionHeading.js';

type Props = {
  /** Id of the section's h2, which labels the section. */
  id: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  /** The background (sections alternate between white, sand and brand tints). */
  className?: string;
  children: ReactNode;
};

/** A home page section: a band with a centred heading above its content. */
export function HomeSection({ id, title, eyebrow, intro, className = 'bg-white', children }: Props) {
  return (
    <section aria-labelledby={id} className={`py-16 sm:py-24 ${className}`}>
      <Container>
        <SectionHeading id={id} title={title} eyebrow={eyebrow} intro={intro} />
        {children}
      </Container>
    </section>
  );
}

/** The centred link under a section's content ("View All Services", "See Our Clinic"). */
export function SectionMoreLink({ to, variant, children }: { to: string; variant: 'outline' | 'secondary'; children: ReactNode }) {
  return (
    <div className="mt-10 text-center">
      <ButtonLink to={to} variant={variant} size="lg">
        {children}
        <ArrowRight aria-hidden="true" className="size-5" />
      </ButtonLink>
    </div>
  );
}
