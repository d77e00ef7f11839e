import type { ReactNode } from 'react';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/Button.js';
import { preloadBookingDialog, useBooking } from './BookingContext.js';

type Props = {
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  icon?: boolean;
  /** Runs before the dialog opens (the mobile menu closes itself here). */
  onClick?(): void;
};

/** Any "Schedule" button: opens the shared booking dialog. */
export function ScheduleButton({
  children = 'Schedule Now',
  variant = 'primary',
  size = 'md',
  className,
  icon = false,
  onClick,
}: Props) {
  const { open } = useBooking();
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={preloadBookingDialog}
      onFocus={preloadBookingDialog}
      onClick={() => {
        onClick?.();
        open();
      }}
    >
      {icon && <CalendarCheck aria-hidden="true" className="size-5 shrink-0" />}
      {children}
    </Button>
  );
}
