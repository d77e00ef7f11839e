import { useTexts } from '../../locale-context.js';
import { ScheduleButton } from '../booking/ScheduleButton.js';
import { CallButton } from './CallButton.js';

/** The pair of main actions under a page heading: book the $29 visit online, or call. */
export function BookingActions() {
  const { scheduleVisit } = useTexts().common;
  return (
    <>
      <ScheduleButton size="lg" icon>
        {scheduleVisit}
      </ScheduleButton>
      <CallButton size="lg" />
    </>
  );
}
