import { meta as about } from '../../client/pages/AboutPage.js';
import { meta as accessibility } from '../../client/pages/AccessibilityPage.js';
import { meta as blog } from '../../client/pages/BlogListPage.js';
import { meta as contact } from '../../client/pages/ContactPage.js';
import { meta as home } from '../../client/pages/HomePage.js';
import { meta as payment } from '../../client/pages/PaymentPage.js';
import { meta as privacy } from '../../client/pages/PrivacyPage.js';
import { meta as services } from '../../client/pages/ServicesPage.js';
import { meta as special } from '../../client/pages/SpecialPage.js';
import { meta as terms } from '../../client/pages/TermsPage.js';
import { services as serviceList, servicePath } from '../../client/texts/services/catalogue.js';

/** Every fixed page's path, title and description, as its page module declares them. */
export const fixedPages = { home, special, services, blog, about, contact, privacy, terms, accessibility, payment };

/** Every route of the site with the <title> it must render: the fixed pages and the service pages. */
export const allRoutes: { path: string; title: string }[] = [
  ...Object.values(fixedPages).map(({ path, title }) => ({ path, title })),
  ...serviceList.map((s) => ({
    path: servicePath(s.slug),
    title: `${s.title} in Palm Harbor, FL | Palm Harbor Chiropractic`,
  })),
];

/**
 * Every kind of page a visitor can land on, for the accessibility checks: the routes above, a blog
 * post with a cover and a long body, and a path no route knows (the 404 page).
 */
export const pagesToAudit: string[] = [
  ...allRoutes.map((r) => r.path),
  '/blog/first-chiropractic-visit',
  '/no-such-page',
];

/** The late-hydrating parts of each page (client/routing/deferred.tsx), by the id of their anchor. */
export const deferredParts: Record<string, string[]> = {
  '/': ['services-title', 'why-title', 'journey-title', 'clinic-title', 'reviews-title', 'contact-title', 'faq-title'],
  '/contact': ['message-heading'],
};

/** What the special's page must say: what is included, value and savings, payment terms, why, what to expect. */
export const specialPageTexts = [
  'Consultation',
  'X-rays',
  'Adjustment',
  'Laser Therapy',
  '$275+',
  '$226+',
  'Cash only',
  'No insurance accepted',
  'A detailed receipt for possible reimbursement',
  'Why a $29 first visit?',
  'What to expect',
];

/** The headings of the services overview: the three groups and the three therapies. */
export const servicesPageHeadings = [
  'Upper Extension',
  'Lower Extension',
  'Specialty Services',
  'Chiropractic Adjustments',
  'Laser Therapy',
  'Massage Therapy',
];
