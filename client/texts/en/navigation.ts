import type { NavigationTexts } from '../../content/navigation.js';
import { serviceGroupLabels, serviceNames } from './services/catalogue.js';

/** The menus' words: the pages' names in the bar and the footer, and the services'. */
export const navigation: NavigationTexts = {
  pages: {
    '/': 'Home',
    '/special': 'New Patients',
    '/services': 'Services',
    '/blog': 'Blog',
    '/about': 'About',
    '/contact': 'Contact',
    '/payment': 'Payment',
    '/privacy': 'Privacy Policy',
    '/terms': 'Terms of Service',
    '/accessibility': 'Accessibility',
  },
  allServices: 'All Services',
  serviceGroups: serviceGroupLabels,
  serviceNames,
};
