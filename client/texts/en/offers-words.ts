import { clinic } from '../../../shared/clinic.js';

/** The labels and short texts of the New Patient Special, the services and the about pages. */
export const offers = {
  special: {
    eyebrow: 'New Patients',
    included: {
      eyebrow: 'What’s included',
      title: (price: string) => `Everything your first visit needs, for ${price}`,
      intro: (regularValue: string, savings: string) => `A regular value of ${regularValue}: you save ${savings}.`,
    },
    priceCard: { eyebrow: 'Your first visit', regularValue: 'Regular value', savings: 'You save' },
    paymentTermsTitle: 'Good to know before you come',
    expect: {
      eyebrow: 'Your first visit',
      title: 'What to expect',
      intro: 'Three simple steps from booking to your personal care plan.',
      /** Read before each step's title by screen readers (the number itself is decorative). */
      step: (step: number) => `Step ${step}: `,
    },
    cta: {
      title: 'Ready for your first visit?',
      text: 'Book online in a minute, or call and we will find a time that suits you.',
    },
  },
  services: {
    eyebrow: 'Our Services',
    title: 'Chiropractic care for every part of you',
    lead: `From stiff necks and sore backs to sports injuries, pregnancy and recovery after a car accident, ${clinic.name} combines chiropractic adjustments, laser therapy and massage therapy in one plan built around you.`,
    byArea: {
      eyebrow: 'Find your care',
      title: 'Services by area',
      intro: 'Choose where it hurts or what you need help with to see how we can help.',
    },
    therapies: {
      eyebrow: 'Multi-modality care',
      title: 'Three therapies, one plan',
      intro:
        'Most patients benefit from a combination. We choose what fits your body, your goals and how you respond, and adjust as you improve.',
    },
    modality: { benefits: 'Benefits', treats: 'Treats' },
    cta: {
      title: 'Not sure which service you need?',
      text: `Start with the $${clinic.special.price} New Patient Special: a consultation, X-rays, an adjustment and laser therapy. We will find the cause and recommend the right care.`,
    },
  },
  service: {
    introductionLabel: 'Introduction',
    listsLabel: (service: string) => `${service}: symptoms, care and results`,
    lists: { symptoms: 'Symptoms & Problems', treatments: 'How We Help', benefits: 'Benefits & Results' },
    related: {
      title: 'Other Services',
      intro: 'Pain rarely stays in one place. These areas are often part of the same picture.',
      learnMore: 'Learn more',
    },
  },
  about: {
    eyebrow: 'About Us',
    title: 'Care that starts with listening',
    values: { eyebrow: 'What guides us', title: 'Our Core Values' },
    team: {
      eyebrow: 'Our team',
      title: 'Meet Your Chiropractors',
      intro: 'Two doctors with different strengths and one shared way of caring for people.',
    },
    practitioner: { credentials: 'Credentials', focus: 'Focus areas' },
    ctaTitle: 'Come and meet us',
  },
};
