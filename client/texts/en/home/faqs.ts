import { clinic } from '../../../../shared/clinic.js';

export type Faq = { question: string; answer: string };

const { price, regularValue, savings } = clinic.special;

/** The 8 fixed questions of the home page FAQ. */
export const faqs: readonly Faq[] = [
  {
    question: `What is the $${price} New Patient Special?`,
    answer: `It is our welcome visit for new patients: a consultation, X-rays if they are needed, your first adjustment and a laser therapy session, all for $${price}. Those services are a regular value of over $${regularValue}, so you save $${savings}+. The special is cash only and is for your first visit.`,
  },
  {
    question: 'What happens during my first visit?',
    answer:
      'We start with a conversation about your health history and goals, then check your posture, range of motion, strength and reflexes. If X-rays are needed, we take them on site. We explain what we found and, when chiropractic care is a good fit, you receive your first gentle adjustment and laser therapy the same day.',
  },
  {
    question: 'Do you take insurance?',
    answer:
      'We do not bill insurance. Our visits are cash-pay, which keeps our prices simple and low. We give you a detailed receipt with the codes insurers ask for, so you can submit it to your plan or health savings account for possible reimburse\u00ADment.',
  },
  {
    question: 'What should I wear?',
    answer:
      'Comfortable clothes you can move in, such as athletic wear, leggings or loose trousers and a T-shirt. Please avoid dresses, belts with large buckles and jewelry around the neck. Gowns are available if you need one.',
  },
  {
    question: 'How long does a visit take?',
    answer:
      'Plan on 45 to 60 minutes for your first visit, which includes the consultation and assessment. Follow-up visits are usually 15 to 20 minutes, so they fit easily into a lunch break or the school run.',
  },
  {
    question: 'Is chiropractic care safe during pregnancy and for children?',
    answer:
      'Yes. We use gentle, low-force techniques adapted to each stage of pregnancy, with supportive cushions for comfort. For children we use very light pressure suited to their size, and a parent always stays in the room.',
  },
  {
    question: 'Can you help after a car accident?',
    answer:
      'Many patients see us after an accident for neck and back pain or stiffness. We examine you thoroughly, document your injuries carefully and can coordinate with your attorney. It is wise to be checked soon after an accident, even if you feel fine.',
  },
  {
    question: 'How often will I need to come in?',
    answer:
      'It depends on your condition and your goals. Some patients come a few times a week at first and then less often as they improve; others come in once a month to stay mobile. We recommend a plan after your first visit, and the decision is always yours.',
  },
];
