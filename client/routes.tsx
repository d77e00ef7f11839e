import { services } from './texts/services/catalogue.js';
import { loadServiceContent } from './routing/content/service.js';
import { defineRoute } from './routing/define-route.js';
import { formAddresses, formIds } from '../shared/schemas/form-addresses.js';
import type { PageRoute } from './routing/types.js';
import { POST_ROUTE_PATTERN } from '../shared/blog.js';

// Each page is a module of its own (`chunk` names its source: the tests group pages by it); its copy and
// data loaders load with it.
const blog = () => import('./components/blog/loaders.js');
const legal = () => import('./texts/legal.js');

/**
 * The route table: every page of the site, rendered by the server. The blog pages load posts (the
 * server's cache); the catch-all answers 404. A page's title and description are
 * in its page module.
 */
export function createRoutes(extra: PageRoute[] = []): PageRoute[] {
  return [
    defineRoute({
      id: 'home',
      path: '/',
      page: () => import('./pages/HomePage.js'),
      chunk: 'client/pages/HomePage.tsx',
      content: (site) => import('./routing/content/home.js').then((m) => m.homePageContent(site)),
    }),
    defineRoute({
      id: 'special',
      path: '/special',
      page: () => import('./pages/SpecialPage.js'),
      chunk: 'client/pages/SpecialPage.tsx',
      content: () => import('./texts/special.js').then((m) => m.special),
    }),
    defineRoute({
      id: 'services',
      path: '/services',
      page: () => import('./pages/ServicesPage.js'),
      chunk: 'client/pages/ServicesPage.tsx',
      content: () => import('./texts/services/summaries.js').then((m) => m.serviceSummaries),
    }),
    defineRoute({
      id: 'blog',
      path: '/blog',
      page: () => import('./pages/BlogListPage.js'),
      chunk: 'client/pages/BlogListPage.tsx',
      data: (args) => blog().then((m) => m.loadBlogList(args)),
    }),
    defineRoute({
      id: 'blog-post',
      path: POST_ROUTE_PATTERN,
      page: () => import('./pages/BlogPostPage.js'),
      chunk: 'client/pages/BlogPostPage.tsx',
      data: (args) => blog().then((m) => m.loadBlogPost(args)),
    }),
    defineRoute({
      id: 'about',
      path: '/about',
      page: () => import('./pages/AboutPage.js'),
      chunk: 'client/pages/AboutPage.tsx',
      content: (site) => import('./routing/content/about.js').then((m) => m.aboutPageContent(site)),
    }),
    defineRoute({
      id: 'contact',
      path: '/contact',
      page: () => import('./pages/ContactPage.js'),
      chunk: 'client/pages/ContactPage.tsx',
    }),
    defineRoute({
      id: 'payment',
      path: '/payment',
      page: () => import('./pages/PaymentPage.js'),
      chunk: 'client/pages/PaymentPage.tsx',
      indexable: false,
    }),
    defineRoute({
      id: 'privacy',
      path: '/privacy',
      page: () => import('./pages/PrivacyPage.js'),
      chunk: 'client/pages/PrivacyPage.tsx',
      content: () => legal().then((m) => m.privacyPolicy),
    }),
    defineRoute({
      id: 'terms',
      path: '/terms',
      page: () => import('./pages/TermsPage.js'),
      chunk: 'client/pages/TermsPage.tsx',
      content: () => legal().then((m) => m.termsOfService),
    }),
    defineRoute({
      id: 'accessibility',
      path: '/accessibility',
      page: () => import('./pages/AccessibilityPage.js'),
      chunk: 'client/pages/AccessibilityPage.tsx',
      content: () => import('./texts/accessibility.js').then((m) => m.accessibilityStatement),
    }),
    ...formIds.map((form) =>
      defineRoute({
        id: `sent-${form}`,
        path: formAddresses[form].sentPath,
        page: () => import('./pages/MessageSentPage.js'),
        chunk: 'client/pages/MessageSentPage.tsx',
        content: () => import('./components/forms/messages.js').then((m) => m.sentPages[form]),
        indexable: false,
      }),
    ),
    ...services.map((service) =>
      defineRoute({
        id: `service-${service.slug}`,
        path: `/services/${service.slug}`,
        page: () => import('./pages/ServicePage.js'),
        chunk: 'client/pages/ServicePage.tsx',
        content: () => loadServiceContent(service),
      }),
    ),
    ...extra,
    defineRoute({
      id: 'not-found',
      path: '*',
      page: () => import('./pages/NotFoundPage.js'),
      chunk: 'client/pages/NotFoundPage.tsx',
      status: 404,
      indexable: false,
    }),
  ];
}

/** The paths of the fixed pages search engines may list (the blog adds its posts). */
export const indexablePaths = (routes: PageRoute[]) =>
  routes.filter((route) => route.indexable !== false && !/[:*]/.test(route.path)).map((route) => route.path);
