import type { ReactNode } from 'react';
import { CalendarCheck } from 'lucide-react';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/Button.js';
import { useBooking } from './BookingContext.js';

type Props = { children?: ReactNode; variant?: ButtonVariant; size?: ButtonSize; className?: string; icon?: boolean };

/** Any "Schedule" button: opens the shared booking dialog. */
export function ScheduleButton({ children = 'Schedule Now', variant = 'primary', size = 'md', className, icon = false }: Props) {
  const { open } = useBooking();
  return (
    <Button variant={variant} size={size} className={className} onClick={open} aria-haspopup="dialog">
      {icon && <CalendarCheck aria-hidden="true" className="size-5 shrink-0" />}
      {children}
    </Button>
  );
}
