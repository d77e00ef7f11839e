import { clinic, fullAddress } from '../../../shared/clinic.js';
import type { OfficeHoursTexts } from '../../../shared/office-hours.js';
import { clinicWords } from './clinic.js';

/** The office hours as the spec states them: 'Monday', '8am-12pm and 2pm-6pm', 'By appointment only', 'Closed'. */
const officeHours: OfficeHoursTexts & { dayColumn: string; hoursColumn: string; today: string } = {
  days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  am: 'am',
  pm: 'pm',
  minutesOnTheHour: false,
  to: '-',
  meridiemOnce: false,
  and: ' and ',
  byAppointment: 'By appointment only',
  closed: 'Closed',
  dayColumn: 'Day',
  hoursColumn: 'Hours',
  today: 'Today',
};

/** The words of the contact page (all but its form's), the payment page and the 404 page. */
export const contact = {
  hero: {
    eyebrow: 'Contact',
    title: 'Contact Us',
    lead: `Questions about your care, the $${clinic.special.price} New Patient Special or your first visit? Call, e-mail or send us a message. We reply ${clinicWords.replyPromise}.`,
  },
  cards: {
    label: 'Ways to reach us',
    call: { title: 'Call us', note: 'Call during office hours to book or ask a question.' },
    email: { title: 'Email us', note: `We reply ${clinicWords.replyPromise}.` },
    visit: { title: 'Visit us', directions: 'Get directions', newTab: ' (opens in a new tab)' },
  },
  officeHoursHeading: 'Office Hours',
  officeHours,
  message: {
    heading: 'Send Us a Message',
    intro: `Tell us a little about what you need and we’ll get back to you ${clinicWords.replyPromise}. For anything urgent, please call us.`,
  },
  book: {
    heading: 'Ready to book?',
    text: `New patients start with the $${clinic.special.price} New Patient Special: consultation, X-rays, adjustment and laser therapy. Pick a time online in under a minute.`,
  },
  map: { heading: 'Find Us', frameTitle: `Map showing ${clinic.name} at ${fullAddress}` },
  payment: {
    eyebrow: 'Payment',
    title: 'Make a Payment',
    lead: `Pay for your visit securely online. The form below is provided by our payment processor: your card details go straight to them and are never stored by ${clinic.name}.`,
    formHeading: 'Secure payment form',
    frameTitle: 'Secure payment form',
    help: {
      heading: 'Questions about a bill?',
      text: 'We are happy to help with receipts, balances and payment questions.',
    },
  },
  notFound: {
    title: 'Oops! Page not found',
    text: 'The page you were looking for may have moved or no longer exists.',
    home: 'Return to Home',
    suggestionsLabel: 'Popular pages',
    /** Where visitors most often meant to go, by the page's path. */
    suggestions: {
      '/services': 'Our services',
      '/special': 'The New Patient Special',
      '/blog': 'Health tips on our blog',
      '/contact': 'Contact us',
    },
  },
};
