import { clinic } from '../../../shared/clinic.js';
import type { ImageAsset } from '../../content/images.js';

const { price, regularValue, savings } = clinic.special;

export type SpecialItem = { id: 'consultation' | 'xrays' | 'adjustment' | 'laser'; title: string; description: string };
export type SpecialStep = { title: string; description: string };

/** The $29 New Patient Special; every number comes from shared/clinic.ts. */
export const special = {
  price: `$${price}`,
  regularValue: `$${regularValue}+`,
  savings: `$${savings}+`,
  headline: `$${price} New Patient Special`,
  intro: `Your first visit includes everything we need to understand what is going on and to start your care the same day: a consultation, X-rays, an adjustment and laser therapy, all for $${price}.`,
  includes: [
    {
      id: 'consultation',
      title: 'Consultation',
      description:
        'An unhurried conversation about your health history, your goals and what has or hasn’t helped so far.',
    },
    {
      id: 'xrays',
      title: 'X-rays',
      description: 'On-site X-rays when your exam shows they are needed, reviewed with you so you can see what we see.',
    },
    {
      id: 'adjustment',
      title: 'Adjustment',
      description: 'Your first gentle, specific adjustment, so you leave with care and not just a plan.',
    },
    {
      id: 'laser',
      title: 'Laser Therapy',
      description: 'A session of low-level laser therapy to help calm irritated muscles, tendons and joints.',
    },
  ] satisfies SpecialItem[],
  /** The payment terms, each worded exactly as the clinic words it. */
  terms: ['Cash only', 'No insurance accepted', 'A detailed receipt for possible reimburse\u00ADment'],
  termsNote:
    'We don’t bill insurance for the special. Your receipt lists every service provided, so you can submit it to your insurer or health savings account for possible reimburse\u00ADment.',
  why: {
    title: `Why a $${price} first visit?`,
    paragraphs: [
      'We believe the first step toward feeling better shouldn’t be a financial one. Many people put off care because they don’t know what it will involve or what it will cost.',
      `The special takes that worry away. For $${price} you meet the doctor, get real answers about your pain and experience care before you decide on anything else.`,
    ],
    reasons: [
      'Meet the doctor and see the clinic, with no pressure',
      'Get clear answers about your pain, with X-rays when needed',
      'Start care on day one, not just a conversation',
      'Leave with honest recommen\u00ADdations and clear prices',
    ],
  },
  steps: [
    {
      title: 'Book your visit',
      description:
        'Pick a time online with the Schedule button or give us a call. We’ll send a short intake form you can fill out at home.',
    },
    {
      title: 'Your first visit',
      description:
        'We talk through your history, examine how you move, take X-rays if needed, then give your first adjustment and laser therapy. Plan on about an hour.',
    },
    {
      title: 'Your care plan',
      description:
        'We explain what we found in plain language and recommend next steps with clear prices. Whether you continue is always your choice.',
    },
  ] satisfies SpecialStep[],
  image: {
    src: '/images/pages/special-first-visit.svg',
    alt: 'A chiropractor reviewing a spine model with a new patient',
    width: 800,
    height: 600,
  } satisfies ImageAsset,
};

export type SpecialContent = typeof special;
