import { clinic } from '../../../../shared/clinic.js';
import { webpImage } from '../../../content/images.js';

/** What the New Patient Special includes, shown as badges under the hero button. */
export const heroBadges: string[] = ['Consultation', 'X-rays', 'Adjustment', 'Laser Therapy'];

export const heroText = {
  rating: `Trusted by families since ${clinic.foundedYear}`,
  headline: 'The Best Chiropractor In Palm Harbor, FL',
  intro:
    'Gentle, hands-on chiropractic care for the whole family. We listen first, explain what we find in plain words, and build a plan around your goals, whether that is sleeping through the night, getting back on the golf course or keeping up with your kids.',
  cta: `Schedule Your $${clinic.special.price} New Patient Special Today`,
};

/** The hero poster: shown at once (it is the largest paint) and behind the video while it loads. */
export const heroPoster = {
  ...webpImage('/images/home', 'hero-poster', '', [768, 1280, 1920], { width: 16, height: 9 }),
  sizes: '100vw',
};
