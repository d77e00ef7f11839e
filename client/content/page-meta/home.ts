import { clinic } from '../../../shared/clinic.js';
import { city, type PageMetaData } from './types.js';

export const homePage: PageMetaData = {
  path: '/',
  title: `Chiropractor in ${city} | ${clinic.name}`,
  description: `Family chiropractic care in ${city}: adjustments, laser therapy and massage. New patients: consultation, X-rays, adjustment and laser therapy for $${clinic.special.price}.`,
};
