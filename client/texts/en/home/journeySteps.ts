import type { LucideIcon } from 'lucide-react';
import { Activity, CalendarCheck, ClipboardList, Dumbbell, Hand, Handshake, MessagesSquare } from 'lucide-react';
import { homePhoto, type ImageAsset } from '../../../content/images.js';

export type JourneyStepId = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type JourneyStep = {
  id: JourneyStepId;
  title: string;
  description: string;
  icon: LucideIcon;
  /** Where the text card sits on wide screens; the image takes the other side. */
  side: 'left' | 'right';
  image: ImageAsset;
};

/** A new patient's first visit, in order. */
export const journeySteps: readonly JourneyStep[] = [
  {
    id: 1,
    title: 'Schedule Your Visit',
    description:
      'Book online in a minute or give us a call. Pick a time that suits you; early mornings and late afternoons fill up first.',
    icon: CalendarCheck,
    side: 'left',
    image: homePhoto('journey-1-schedule', 'A phone showing a booked appointment beside a coffee cup'),
  },
  {
    id: 2,
    title: 'Complete Your Intake Form at Home',
    description:
      'Fill in your health history from your couch, at your own pace. Arriving with it done means more of your visit is spent on you.',
    icon: ClipboardList,
    side: 'right',
    image: homePhoto('journey-2-intake', 'A laptop with a health history form on a table at home'),
  },
  {
    id: 3,
    title: 'A Warm Welcome',
    description:
      'Our front desk team greets you by name, offers you a water and shows you around. No clipboards, no long wait.',
    icon: Handshake,
    side: 'left',
    image: homePhoto('journey-3-greeting', 'The bright reception desk of the clinic with a plant and a welcome sign'),
  },
  {
    id: 4,
    title: 'Consultation Chat',
    description:
      'Sit down with your chiropractor to talk about what hurts, when it started, what you have tried and what you want to get back to.',
    icon: MessagesSquare,
    side: 'right',
    image: homePhoto('journey-4-consultation', 'Two chairs facing each other in a calm consultation room'),
  },
  {
    id: 5,
    title: 'Movement Assessment',
    description:
      'We check posture, range of motion, strength and reflexes, and take X-rays when they are needed, then explain what we found in plain words.',
    icon: Activity,
    side: 'left',
    image: homePhoto('journey-5-assessment', 'A posture chart and a spine model in the assessment room'),
  },
  {
    id: 6,
    title: 'Your First Adjustment',
    description:
      'When chiropractic care is a good fit, your first gentle adjustment happens the same day, often followed by a few minutes of laser therapy.',
    icon: Hand,
    side: 'right',
    image: homePhoto('journey-6-adjustment', 'A padded adjustment table in a sunny treatment room'),
  },
  {
    id: 7,
    title: 'Home Exercises',
    description:
      'You leave with a short, simple routine of stretches and exercises that helps your progress last between visits.',
    icon: Dumbbell,
    side: 'left',
    image: homePhoto(
      'journey-7-exercises',
      'A yoga mat, resistance band and exercise ball ready for stretches at home',
    ),
  },
];
