import { Phone } from 'lucide-react';
import { clinic } from '../../../shared/clinic.js';
import { useTexts } from '../../locale-context.js';
import { ButtonAnchor, type ButtonSize, type ButtonVariant } from '../ui/Button.js';

type Props = { variant?: ButtonVariant; size?: ButtonSize; className?: string; label?: string };

/** A tap-to-call button with the clinic's number; its visible text always includes the number. */
export function CallButton({ variant = 'outline', size = 'md', className, label }: Props) {
  const { call } = useTexts().common;
  return (
    <ButtonAnchor href={`tel:${clinic.phone.tel}`} variant={variant} size={size} className={className}>
      <Phone aria-hidden="true" className="size-5 shrink-0" />
      {label ?? call} {clinic.phone.display}
    </ButtonAnchor>
  );
}
