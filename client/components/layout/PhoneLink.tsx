import { useTexts } from '../../locale-context.js';
import Phone from 'lucide-react/icons/phone';
import { clinic } from '../../../shared/clinic.js';

/** The clinic's number as a tel: link; `compact` shows only the icon until the extra-large breakpoint. */
export function PhoneLink({ compact = false, className = '' }: { compact?: boolean; className?: string }) {
  const { layout } = useTexts();
  return (
    <a
      href={`tel:${clinic.phone.tel}`}
      aria-label={layout.callLabel(clinic.phone.display)}
      className={`group inline-flex items-center gap-2 rounded-full font-semibold text-brand-800 hover:text-brand-900 ${className}`}
    >
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-inset ring-brand-100 transition-colors group-hover:bg-brand-100">
        <Phone aria-hidden="true" className="size-[1.1rem]" />
      </span>
      <span className={`whitespace-nowrap text-[0.95rem] ${compact ? 'hidden pr-1 xl:inline' : 'pr-1'}`}>
        {clinic.phone.display}
      </span>
    </a>
  );
}
