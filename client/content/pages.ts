import { aboutPage } from './page-meta/about.js';
import { accessibilityPage } from './page-meta/accessibility.js';
import { blogPage } from './page-meta/blog.js';
import { contactPage } from './page-meta/contact.js';
import { homePage } from './page-meta/home.js';
import { notFoundPage } from './page-meta/not-found.js';
import { paymentPage } from './page-meta/payment.js';
import { privacyPage } from './page-meta/privacy.js';
import { servicesPage } from './page-meta/services.js';
import { specialPage } from './page-meta/special.js';
import { termsPage } from './page-meta/terms.js';

export type { PageMetaData } from './page-meta/types.js';

/**
 * The title and description of every fixed page (service and blog pages carry their own). Each page
 * imports its own module from page-meta/, so no page's script carries the others'; this index is for
 * the server (sitemap) and the tests.
 */
export const pages = {
  home: homePage,
  special: specialPage,
  blog: blogPage,
  about: aboutPage,
  contact: contactPage,
  payment: paymentPage,
  privacy: privacyPage,
  terms: termsPage,
  accessibility: accessibilityPage,
  services: servicesPage,
  notFound: notFoundPage,
};

/** Fixed pages that belong in the sitemap (not the 404, not the noindex payment page). */
export const indexablePages = [
  pages.home, pages.special, pages.services, pages.blog, pages.about, pages.contact, pages.privacy, pages.terms,
  pages.accessibility,
];
