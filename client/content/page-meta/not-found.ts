import { clinic } from '../../../shared/clinic.js';
import type { PageMetaData } from './types.js';

export const notFoundPage: PageMetaData = {
  path: '/404',
  title: `Page Not Found | ${clinic.name}`,
  description: 'The page you are looking for does not exist.',
};
