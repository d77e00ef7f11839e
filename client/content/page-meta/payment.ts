import { clinic } from '../../../shared/clinic.js';
import type { PageMetaData } from './types.js';

export const paymentPage: PageMetaData = {
  path: '/payment',
  title: `Payment | ${clinic.name}`,
  description: `Make a secure payment to ${clinic.name}.`,
};
