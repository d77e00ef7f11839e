import { clinic } from '../../../shared/clinic.js';
import type { PageMetaData } from './types.js';

export const accessibilityPage: PageMetaData = {
  path: '/accessibility',
  title: `Accessibility Statement | ${clinic.name}`,
  description: `How ${clinic.name} works to make this website usable by everyone: our WCAG 2.2 AA target, how we check it, known limits and how to report a barrier.`,
};
