import { clinic } from '../../../shared/clinic.js';
import { ScheduleButton } from '../booking/ScheduleButton.js';
import { CallButton } from './CallButton.js';

/** The pair of main actions under a page heading: book the $29 visit online, or call. */
export function BookingActions() {
  return (
    <>
      <ScheduleButton size="lg" icon>
        Schedule Your ${clinic.special.price} Visit
      </ScheduleButton>
      <CallButton size="lg" />
    </>
  );
}
