import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../ui/Button.js';

/** The centred link under a section's content ("View All Services", "See Our Clinic"). */
export function SectionMoreLink({
  to,
  variant,
  children,
}: {
  to: string;
  variant: 'outline' | 'secondary';
  children: ReactNode;
}) {
  return (
    <div className="mt-10 text-center">
      <ButtonLink to={to} variant={variant} size="lg">
        {children}
        <ArrowRight aria-hidden="true" className="size-5" />
      </ButtonLink>
    </div>
  );
}
