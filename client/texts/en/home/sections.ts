import { clinic } from '../../../../shared/clinic.js';

/** The home page's section headings (eyebrow, title, intro) and the labels of their links and buttons. */
export const homeSections = {
  services: {
    eyebrow: 'Our Services',
    title: 'Comprehensive Chiropractic Care',
    intro:
      'Three therapies that work well on their own and even better together, each tailored to your body and your goals.',
    more: 'View All Services',
  },
  whyChoose: {
    eyebrow: 'The Difference',
    title: `Why Choose ${clinic.name}`,
    intro: `A neighborhood practice in ${clinic.address.city} where you are a person, not a chart number.`,
  },
  journey: {
    eyebrow: 'Your First Visit',
    title: 'Your Journey',
    intro: 'Seven simple steps from booking to feeling at home in your own body again. Here is exactly what to expect.',
    cta: `Schedule Your $${clinic.special.price} New Patient Special`,
  },
  clinic: {
    eyebrow: 'Take a Look Inside',
    title: 'Experience Our Clinic',
    intro: 'A bright, calm space designed to help you relax from the moment you walk in.',
    more: 'See Our Clinic',
  },
  reviews: { eyebrow: 'Testimonials', title: 'What Our Patients Say', verified: 'Verified Patient' },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently Asked Questions',
    intro: 'Straight answers to what new patients ask us most.',
  },
  contact: {
    title: 'Ready to Feel Like Yourself Again?',
    schedule: 'Schedule an Appointment',
    message: 'Send Us a Message',
  },
};

export type HomeSections = typeof homeSections;
