import { clinic } from '../../../../shared/clinic.js';
import type { ImageAsset } from '../../../content/images.js';

export type Practitioner = {
  /** Anchor on the About page and the JSON-LD @id. */
  id: string;
  name: string;
  honorificPrefix: string;
  honorificSuffix: string;
  role: string;
  credentials: string[];
  focus: string[];
  story: string[];
  photo: ImageAsset;
};

/*
 * Fictional placeholder bios: the names and stories are invented and describe no real person.
 * The operator replaces them (and the photos in public/images/pages/) with the clinic's own practitioners.
 */
export const practitioners: Practitioner[] = [
  {
    id: 'dr-maren-holloway',
    name: 'Dr. Maren Holloway',
    honorificPrefix: 'Dr.',
    honorificSuffix: 'D.C.',
    role: 'Founder & Chiropractor',
    credentials: [
      'Doctor of Chiropractic (D.C.)',
      'Bachelor of Science in Exercise Science',
      'Postgraduate training in prenatal and pediatric care',
    ],
    focus: ['Family and pediatric care', 'Pregnancy care', 'Posture correction'],
    story: [
      'Dr. Holloway found chiropractic as a college swimmer, when a stubborn shoulder problem finally eased with a mix of adjustments, soft-tissue work and patient coaching. Being listened to, and taught how to look after herself, shaped the way she practices today.',
      `She founded ${clinic.name} in ${clinic.foundedYear} to give families care that is gentle, unhurried and clearly explained. Outside the clinic you will find her paddle\u00ADboarding on the Gulf or at the Saturday market with her two children.`,
    ],
    photo: {
      src: '/images/pages/practitioner-holloway.svg',
      alt: 'Portrait of Dr. Maren Holloway',
      width: 480,
      height: 600,
    },
  },
  {
    id: 'dr-julian-reyes-whitaker',
    name: 'Dr. Julian Reyes-Whitaker',
    honorificPrefix: 'Dr.',
    honorificSuffix: 'D.C.',
    role: 'Chiropractor',
    credentials: [
      'Doctor of Chiropractic (D.C.)',
      'Bachelor of Science in Kinesiology',
      'Postgraduate training in sports injury care',
    ],
    focus: ['Sports injuries', 'Car accident recovery', 'Laser therapy'],
    story: [
      'A former youth soccer coach, Dr. Reyes-Whitaker became a chiropractor to help active people recover well and get back to what they love. He enjoys the detective work of tracing a knee or shoulder problem back to the way the whole body moves.',
      'He cares for runners, pickleball players and people recovering from car accidents, and he believes every patient should leave a visit understanding their plan. Most weekends he is still on the sidelines, cheering on his nieces and nephews.',
    ],
    photo: {
      src: '/images/pages/practitioner-reyes-whitaker.svg',
      alt: 'Portrait of Dr. Julian Reyes-Whitaker',
      width: 480,
      height: 600,
    },
  },
];
