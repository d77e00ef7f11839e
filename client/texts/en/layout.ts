import { clinic } from '../../../shared/clinic.js';
import { clinicWords } from './clinic.js';

/** The words of every page's frame: the skip link, the header, the mobile menu and the footer. */
export const layout = {
  skipLink: 'Skip to main content',
  scheduleNow: 'Schedule Now',
  languageNavLabel: 'Language',
  mainNavLabel: 'Main',
  menu: 'Menu',
  mobileNavLabel: 'Mobile',
  closeMenu: 'Close menu',
  callLabel: (phone: string) => `Call ${phone}`,
  socialLabel: (network: string) => `${clinic.name} on ${network}`,
  /** The static page a failed render answers with (no React: plain words). */
  errorPage: {
    title: 'Something went wrong',
    heading: 'Sorry, something went wrong on our side',
    tryAgain: 'Please try again in a moment, or call us at',
    home: 'Return to Home',
    reference: 'Reference:',
  },
  footer: {
    about: `${clinicWords.tagline}. Adjustments, laser therapy and massage therapy in a calm, unhurried setting, with care plans built around your goals.`,
    quickLinks: 'Quick Links',
    visitOrCall: 'Visit or Call',
    rights: 'All rights reserved.',
    websiteBy: 'Website by',
  },
};
