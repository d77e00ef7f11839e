import { clinic } from '../../../shared/clinic.js';
import type { PageMetaData } from './types.js';

export const termsPage: PageMetaData = {
  path: '/terms',
  title: `Terms of Service | ${clinic.name}`,
  description: `The terms that apply when you use the ${clinic.name} website.`,
};
