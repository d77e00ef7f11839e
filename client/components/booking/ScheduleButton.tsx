import type { ReactNode } from 'react';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '../ui/Button.js';
import { BOOKING_DIALOG_ID } from './booking-ids.js';

type Props = {
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  icon?: boolean;
};

/**
 * Any "Schedule" button: it opens the booking dialog from the first paint, as a popover until the page
 * is live and as a modal dialog after (lib/enhance-modal).
 */
export function ScheduleButton({ children, variant = 'primary', size = 'md', className, icon }: Props) {
  return (
    <button
      type="button"
      popoverTarget={BOOKING_DIALOG_ID}
      aria-haspopup="dialog"
      className={buttonClasses({ variant, size, className })}
    >
      {icon && <CalendarCheck aria-hidden="true" className="size-5 shrink-0" />}
      {children}
    </button>
  );
}
