import { clinic } from '../../../shared/clinic.js';
import { city, type PageMetaData } from './types.js';

export const contactPage: PageMetaData = {
  path: '/contact',
  title: `Contact Us | ${clinic.name}`,
  description: `Call, e-mail or visit ${clinic.name} at ${clinic.address.street}, ${city}. Office hours, directions and a contact form.`,
};
