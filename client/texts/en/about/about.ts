import { cityAndRegion, clinic } from '../../../../shared/clinic.js';
import type { ImageAsset } from '../../../content/images.js';

export type CoreValue = {
  id: 'compassion' | 'integrity' | 'excellence' | 'education';
  title: string;
  description: string;
};

/** The About page: mission, the four core values and the clinic's philosophy of care. */
export const about = {
  intro: `${clinic.name} is a family chiropractic clinic in ${cityAndRegion}. We opened our doors in ${clinic.foundedYear} with one idea: that good care starts with listening.`,
  mission: {
    title: 'Our Mission',
    statement: `To help the families of ${clinic.address.city} move well, feel well and understand their bodies, through honest, gentle and personal chiropractic care.`,
    paragraphs: [
      'We combine chiropractic adjustments, laser therapy and massage therapy in one plan, built around your goals rather than a one-size-fits-all routine. Whether you are a new parent, a weekend athlete or recovering from an accident, we take the time to find out what is really going on.',
      'We want every patient to leave a visit knowing what we found, why we recommend what we do and what they can do at home to keep feeling better.',
    ],
    image: {
      src: '/images/pages/about-clinic.svg',
      alt: `The bright, welcoming reception area of ${clinic.name}`,
      width: 1200,
      height: 800,
    } satisfies ImageAsset,
  },
  coreValues: [
    {
      id: 'compassion',
      title: 'Compassion',
      description:
        'Every visit starts with listening. You are a person with a story and goals, not a diagnosis on a chart.',
    },
    {
      id: 'integrity',
      title: 'Integrity',
      description:
        'Honest recommen\u00ADdations, clear prices and no pressure. If another provider suits you better, we will tell you so.',
    },
    {
      id: 'excellence',
      title: 'Excellence',
      description:
        'Careful exams, evidence-informed techniques and ongoing training keep our care current and our standards high.',
    },
    {
      id: 'education',
      title: 'Education',
      description: 'We explain what we find in plain language and teach you how to look after yourself between visits.',
    },
  ] satisfies CoreValue[],
  philosophy: {
    title: 'Our Philosophy of Care',
    paragraphs: [
      'We see the body as a connected whole. The way your feet meet the ground affects your knees, hips and spine; the way you sit at your desk affects your neck and your headaches. So we look beyond the spot that hurts to how you move, work and rest.',
      'Our role is to restore healthy motion, calm irritated tissues and give you the tools to stay well. We favor the gentlest approach that works, we measure progress so you can see it, and we refer you to other health professionals whenever that is the right call.',
    ],
    principles: [
      { title: 'Whole-person care', description: 'Your posture, work, sleep and activity all shape your plan.' },
      { title: 'Gentle first', description: 'We start with the least forceful option that can help you.' },
      { title: 'Measured progress', description: 'Re-checks show what is improving and what needs a new approach.' },
      { title: 'Team-minded', description: 'We work alongside your physician, surgeon, midwife or therapist.' },
    ],
  },
};
