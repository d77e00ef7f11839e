import type { LucideIcon } from 'lucide-react';
import { Baby, Car, Leaf, Users } from 'lucide-react';

export type WhyChoosePoint = { title: string; description: string; icon: LucideIcon };

export const whyChoose: readonly WhyChoosePoint[] = [
  {
    title: 'Family-Friendly Care',
    description:
      'From grandparents to grade-schoolers, everyone is welcome. We adapt every technique to age, size and comfort, and parents are always in the room.',
    icon: Users,
  },
  {
    title: 'Personal Injury',
    description:
      'Hurt in a car accident or a fall? We document your exam carefully and coordinate with your attorney, so you can focus on feeling better.',
    icon: Car,
  },
  {
    title: 'Prenatal Care',
    description:
      'Gentle, pregnancy-safe adjustments with supportive positioning that many expecting mothers find eases back and pelvic discomfort.',
    icon: Baby,
  },
  {
    title: 'Holistic Approach',
    description:
      'Adjustments, laser therapy, massage and simple home exercises work together, with advice on posture, movement and daily habits.',
    icon: Leaf,
  },
];
