import { clinic } from '../../../shared/clinic.js';
import { city, type PageMetaData } from './types.js';

export const aboutPage: PageMetaData = {
  path: '/about',
  title: `About Us | ${clinic.name}`,
  description: `Meet the chiropractors of ${clinic.name}: our mission, our values and how we care for families in ${city}.`,
};
