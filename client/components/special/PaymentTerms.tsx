import { Banknote, ShieldCheck, Receipt, type LucideIcon } from 'lucide-react';
import type { SpecialContent } from '../../texts/en/special.js';
import { useTexts } from '../../locale-context.js';

const icons: LucideIcon[] = [Banknote, ShieldCheck, Receipt];

/** Cash only, no insurance accepted, a detailed receipt for possible reimbursement. */
export function PaymentTerms({ special }: { special: SpecialContent }) {
  const { paymentTermsTitle } = useTexts().offers.special;
  return (
    <div className="rounded-[var(--radius-card)] border border-accent-100 bg-accent-50 p-6 sm:p-8">
      <h3 className="text-2xl font-semibold">{paymentTermsTitle}</h3>
      <ul className="mt-5 grid gap-4 sm:grid-cols-3">
        {special.terms.map((term, index) => {
          const Icon = icons[index] ?? Receipt;
          return (
            <li key={term} className="flex items-start gap-3 font-semibold text-ink">
              <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-700" />
              {term}
            </li>
          );
        })}
      </ul>
      <p className="mt-5 text-muted">{special.termsNote}</p>
    </div>
  );
}
