import { clinic } from '../../../shared/clinic.js';

const { price, regularValue, savings } = clinic.special;

/** The words of the shared components: the booking actions and dialog, the special's banner, the breadcrumb. */
export const common = {
  /** The main Schedule button beside a page's heading and in the special's banner. */
  scheduleVisit: `Schedule Your $${price} Visit`,
  /** Before the phone number on a Call button. */
  call: 'Call',
  breadcrumbLabel: 'Breadcrumb',
  specialCta: {
    eyebrow: 'New patients',
    title: `Start with our $${price} New Patient Special`,
    text: 'Consultation, X-rays, adjustment and laser therapy in one visit, so you get answers and begin care the same day.',
    terms: `Regular value $${regularValue}+ · You save $${savings}+ · Cash only · No insurance accepted`,
    detailsLink: 'What the special includes',
  },
  booking: {
    title: 'Schedule Your Appointment',
    description: 'Choose a day and time that suits you.',
    close: 'Close',
    loading: 'Loading the booking calendar…',
    frameTitle: 'Online appointment booking',
    preferToTalk: 'Prefer to talk to us?',
  },
};
