import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  align?: 'left' | 'center';
  /** The heading level; h2 for page sections. */
  as?: 'h1' | 'h2' | 'h3';
  id?: string;
  className?: string;
};

export function SectionHeading({
  title,
  eyebrow,
  intro,
  align = 'center',
  as: Heading = 'h2',
  id,
  className = '',
}: Props) {
  const alignment = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`mb-10 max-w-3xl ${alignment} ${className}`}>
      {eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-accent-700">{eyebrow}</p>}
      <Heading id={id} className="text-3xl font-semibold sm:text-4xl">
        {title}
      </Heading>
      {intro && <p className="mt-4 text-lg text-muted">{intro}</p>}
    </div>
  );
}
