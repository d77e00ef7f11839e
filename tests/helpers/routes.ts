import { indexablePages, pages } from '../../client/content/pages.js';
import { services, servicePath } from '../../client/content/services.js';

/** Every route of the site with the <title> it must render. */
export const allRoutes: { path: string; title: string }[] = [
  ...indexablePages.map((p) => ({ path: p.path, title: p.title })),
  { path: pages.payment.path, title: pages.payment.title },
  ...services.map((s) => ({ path: servicePath(s.slug), title: `${s.title} in Palm Harbor, FL | Palm Harbor Chiropractic` })),
];

/**
 * Every kind of page a visitor can land on, for the accessibility checks: the routes above, a blog
 * post with a cover and a long body, and a path no route knows (the 404 page).
 */
export const pagesToAudit: string[] = [...allRoutes.map((r) => r.path), '/blog/first-chiropractic-visit', '/no-such-page'];

/** The late-hydrating parts of each page (client/routing/deferred.tsx), by the id of their anchor. */
export const deferredParts: Record<string, string[]> = {
  '/': ['services-title', 'why-title', 'journey-title', 'clinic-title', 'reviews-title', 'contact-title', 'faq-title'],
  '/contact': ['message-heading'],
};
