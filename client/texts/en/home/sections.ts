import { clinic } from '../../../../shared/clinic.js';

/** The home page's section headings and the labels of their links and buttons. */
export const homeSections = {
  services: { title: 'Comprehensive Chiropractic Care', more: 'View All Services' },
  whyChoose: { title: `Why Choose ${clinic.name}` },
  journey: { title: 'Your Journey', cta: `Schedule Your $${clinic.special.price} New Patient Special` },
  clinic: { title: 'Experience Our Clinic', more: 'See Our Clinic' },
  reviews: { title: 'What Our Patients Say', verified: 'Verified Patient' },
  faq: { title: 'Frequently Asked Questions' },
  contact: {
    title: 'Ready to Feel Like Yourself Again?',
    schedule: 'Schedule an Appointment',
    message: 'Send Us a Message',
  },
};
