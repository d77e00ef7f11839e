import { clinic } from '../../../shared/clinic.js';
import { city, type PageMetaData } from './types.js';

export const blogPage: PageMetaData = {
  path: '/blog',
  title: `Blog | ${clinic.name}`,
  description: `Posture tips, recovery advice and clinic news from ${clinic.name} in ${city}.`,
};
