import { clinic } from '../../../shared/clinic.js';
import { city, type PageMetaData } from './types.js';

export const servicesPage: PageMetaData = {
  path: '/services',
  title: `Chiropractic Services | ${clinic.name}`,
  description: `Chiropractic adjustments, laser therapy and massage therapy for the neck, back, joints, sports injuries, pregnancy and more in ${city}.`,
};
