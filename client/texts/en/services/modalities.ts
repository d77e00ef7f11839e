import type { ImageAsset } from '../../../content/images.js';

export type Modality = {
  id: 'adjustments' | 'laser' | 'massage';
  title: string;
  description: string;
  benefits: string[];
  treats: string[];
  image: ImageAsset;
};

/** The three therapies the clinic combines in one plan (the multi-modality blocks of /services). */
export const modalities: Modality[] = [
  {
    id: 'adjustments',
    title: 'Chiropractic Adjustments',
    description:
      'Specific, controlled adjustments restore motion to joints of the spine and limbs that have become stiff or restricted. Every adjustment is explained beforehand and adapted to your age, size and comfort, and gentle low-force options are always available.',
    benefits: [
      'Better joint mobility and range of motion',
      'Relief from stiffness and muscle tension',
      'Easier, more balanced posture',
      'Can ease headaches linked to neck tension',
      'A drug-free approach to everyday aches',
    ],
    treats: [
      'Neck and back pain',
      'Tension headaches',
      'Sciatica-type leg pain',
      'Stiff shoulders, hips and knees',
      'Posture strain from desk work',
    ],
    image: {
      src: '/images/pages/modality-adjustments.svg',
      alt: 'A chiropractor gently adjusting a patient’s upper back on a treatment table',
      width: 800,
      height: 600,
    },
  },
  {
    id: 'laser',
    title: 'Laser Therapy',
    description:
      'Low-level laser therapy, also called cold laser therapy, directs gentle light at irritated tissues. It is painless and non-invasive, a session takes only a few minutes, and it fits easily alongside your adjustment on the same visit.',
    benefits: [
      'Painless, with no downtime afterwards',
      'May help reduce inflammation and swelling',
      'Supports the body’s own recovery of soft tissues',
      'Short sessions that fit into the same visit',
      'A gentle option when a joint is too sore to adjust',
    ],
    treats: [
      'Tendon irritation such as tennis elbow',
      'Muscle strains and ligament sprains',
      'Heel pain and plantar fascia strain',
      'Arthritic joint discomfort',
      'Soreness after an injury or accident',
    ],
    image: {
      src: '/images/pages/modality-laser.svg',
      alt: 'A laser therapy wand held over a patient’s shoulder',
      width: 800,
      height: 600,
    },
  },
  {
    id: 'massage',
    title: 'Massage Therapy',
    description:
      'Therapeutic massage releases tight, guarded muscles so your joints can move more freely and you feel looser between visits. Pressure is always matched to you, from relaxing work to focused deep-tissue technique.',
    benefits: [
      'Releases muscle tension and knots',
      'Improves flexibility and circulation',
      'Can make adjustments feel more comfortable',
      'Eases stress and supports restful sleep',
      'Supports recovery after training',
    ],
    treats: [
      'Tight neck, shoulders and back',
      'Muscle knots and trigger points',
      'Stress-related tension',
      'Sports and workout soreness',
      'Muscle strain during pregnancy',
    ],
    image: {
      src: '/images/pages/modality-massage.svg',
      alt: 'A massage therapist working on a patient’s shoulders',
      width: 800,
      height: 600,
    },
  },
];
