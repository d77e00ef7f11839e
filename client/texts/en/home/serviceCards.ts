import type { LucideIcon } from 'lucide-react';
import { Bone, HandHeart, Zap } from 'lucide-react';

export type ServiceCard = {
  title: string;
  description: string;
  features: readonly [string, string, string];
  icon: LucideIcon;
};

export const serviceCards: readonly ServiceCard[] = [
  {
    title: 'Back & Spine Pain Relief',
    description:
      'Precise, gentle adjustments that restore motion to stiff joints of the spine, so you can sit, stand and sleep more comfortably.',
    features: ['Lower back and neck pain', 'Sciatica and pinched nerves', 'Posture and alignment'],
    icon: Bone,
  },
  {
    title: 'Laser Therapy',
    description:
      'Non-invasive, drug-free cold laser therapy that may help calm inflammation and support the body’s natural healing of sore muscles and joints.',
    features: ['Painless sessions of a few minutes', 'Supports soft-tissue recovery', 'Pairs well with adjustments'],
    icon: Zap,
  },
  {
    title: 'Massage Therapy',
    description:
      'Therapeutic massage that eases muscle tension and helps your adjustments hold, tailored to the areas that need it most.',
    features: ['Relieves tight, knotted muscles', 'Improves circulation and mobility', 'Helps you relax and recover'],
    icon: HandHeart,
  },
];
