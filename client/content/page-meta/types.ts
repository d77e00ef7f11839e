import { clinic } from '../../../shared/clinic.js';

export type PageMetaData = { path: string; title: string; description: string };

export const city = `${clinic.address.city}, ${clinic.address.region}`;
