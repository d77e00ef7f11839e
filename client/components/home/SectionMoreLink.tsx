import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { useLocalize } from '../../locale-context.js';
import { ButtonLink } from '../ui/Button.js';

/**
 * The centred link under a section's content ("View All Services", "See Our Clinic"), to the page in the
 * page's language.
 */
export function SectionMoreLink({
  to,
  variant,
  children,
}: {
  to: string;
  variant: 'outline' | 'secondary';
  children: ReactNode;
}) {
  const localize = useLocalize();
  return (
    <div className="mt-10 text-center">
      <ButtonLink to={localize(to)} variant={variant} size="lg">
        {children}
        <ArrowRight aria-hidden="true" className="size-5" />
      </ButtonLink>
    </div>
  );
}
