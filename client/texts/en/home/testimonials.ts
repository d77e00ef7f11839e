export type Testimonial = {
  name: string;
  /** Relative time as the review site shows it (static text). */
  timeAgo: string;
  content: string;
  rating: 5;
};

/** Reviews from patients, with their permission (7 reviews, all 5 stars). */
export const testimonials: readonly Testimonial[] = [
  {
    name: 'Jennifer M.',
    timeAgo: '2 weeks ago',
    content:
      'I came in with a stiff neck I had put up with for months. The doctor explained everything before touching me, and after a few visits I can check my blind spot again without wincing.',
    rating: 5,
  },
  {
    name: 'Robert T.',
    timeAgo: '3 weeks ago',
    content:
      'After a rear-end collision my lower back was a mess. They documented everything for my attorney and built a plan that got me back to work. Friendly, on time and thorough.',
    rating: 5,
  },
  {
    name: 'Maria L.',
    timeAgo: '1 month ago',
    content:
      'Gentle prenatal adjustments made my third trimester so much more comfortable. The staff always made sure I was well supported on the table. I recommend them to every expecting mom I know.',
    rating: 5,
  },
  {
    name: 'David K.',
    timeAgo: '1 month ago',
    content:
      'The $29 new patient special was a great way to try them out: consultation, X-rays, an adjustment and laser therapy. No pressure, just honest advice. I have been coming back since.',
    rating: 5,
  },
  {
    name: 'Susan P.',
    timeAgo: '2 months ago',
    content:
      'My whole family comes here, from my dad to my ten-year-old. They are patient with the kids and always take time to answer our questions.',
    rating: 5,
  },
  {
    name: 'Michael R.',
    timeAgo: '2 months ago',
    content:
      'Golf season used to end with my back aching for days. The adjustments and the home stretches they taught me made a real difference to how I feel after a round.',
    rating: 5,
  },
  {
    name: 'Angela W.',
    timeAgo: '3 months ago',
    content:
      'Clean, calm office and a team that genuinely cares. The massage therapy paired with my adjustments has helped my shoulder tension more than anything else I have tried.',
    rating: 5,
  },
];

/** The average is computed, not text. */
export { averageRating } from '../../average-rating.js';
