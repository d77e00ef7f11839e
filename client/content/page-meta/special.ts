import { clinic } from '../../../shared/clinic.js';
import type { PageMetaData } from './types.js';

export const specialPage: PageMetaData = {
  path: '/special',
  title: `$${clinic.special.price} New Patient Special | ${clinic.name}`,
  description: `Consultation, X-rays, adjustment and laser therapy for $${clinic.special.price} (a $${clinic.special.regularValue}+ value). Cash only; a detailed receipt is provided.`,
};
