import { clinic } from '../../../shared/clinic.js';
import type { PageMetaData } from './types.js';

export const privacyPage: PageMetaData = {
  path: '/privacy',
  title: `Privacy Policy | ${clinic.name}`,
  description: `How ${clinic.name} collects, uses and protects the information you share on this website.`,
};
