import { services, servicePath } from './content/services.js';
import { loadServiceContent } from './routing/content/service.js';
import { loadPageTexts } from './texts/pages.js';
import { defineRoute } from './routing/define-route.js';
import { formAddresses, formIds } from '../shared/schemas/form-addresses.js';
import type { PageRoute } from './routing/types.js';
import type { RouteDefinition } from './routing/define-route.js';
import { POST_ROUTE_PATTERN } from '../shared/blog.js';
import { defaultLocale, localePrefix, localizePath, locales, type Locale } from '../shared/locale.js';

// Each page is a module of its own (`chunk` names its source: the tests group pages by it); its copy and
// data loaders load with it.
const blog = () => import('./components/blog/loaders.js');

/** A route added to the table (tests), in English unless it says otherwise. */
export type ExtraRoute = Omit<PageRoute, 'locale'> & { locale?: Locale };

/**
 * The route table: every page of the site in every language, rendered by the server. The blog pages load
 * posts (the server's cache); each language's catch-all answers 404. A page's title and description are
 * in its page module.
 */
export function createRoutes(extra: ExtraRoute[] = []): PageRoute[] {
  const pages = locales.flatMap((locale) => pagesIn(locale).filter((route) => route.path !== '*'));
  const notFound = locales.flatMap((locale) => pagesIn(locale).filter((route) => route.path === '*'));
  // Specific before general: the table's order decides ties only, and the English catch-all comes last.
  return [...pages, ...extra.map((route) => ({ locale: defaultLocale, ...route })), ...notFound.reverse()];
}

/** The site's pages in one language: English at the bare paths, another language under its prefix. */
function pagesIn(locale: Locale): PageRoute[] {
  const at = (path: string) =>
    path !== '*' ? localizePath(path, locale) : locale === defaultLocale ? '*' : `${localePrefix(locale)}/*`;
  const id = (name: string) => (locale === defaultLocale ? name : `${locale}:${name}`);
  const texts = () => loadPageTexts(locale);
  const definitions: RouteDefinition[] = [
    defineRoute({
      id: 'home',
      path: '/',
      page: () => import('./pages/HomePage.js'),
      chunk: 'client/pages/HomePage.tsx',
      content: (site) => import('./routing/content/home.js').then((m) => m.homePageContent(site, locale)),
    }),
    defineRoute({
      id: 'special',
      path: '/special',
      page: () => import('./pages/SpecialPage.js'),
      chunk: 'client/pages/SpecialPage.tsx',
      content: () => texts().then((m) => m.special),
    }),
    defineRoute({
      id: 'services',
      path: '/services',
      page: () => import('./pages/ServicesPage.js'),
      chunk: 'client/pages/ServicesPage.tsx',
      content: () => texts().then((m) => m.serviceSummaries),
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
      content: (site) => import('./routing/content/about.js').then((m) => m.aboutPageContent(site, locale)),
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
      content: () => texts().then((m) => m.privacyPolicy),
    }),
    defineRoute({
      id: 'terms',
      path: '/terms',
      page: () => import('./pages/TermsPage.js'),
      chunk: 'client/pages/TermsPage.tsx',
      content: () => texts().then((m) => m.termsOfService),
    }),
    defineRoute({
      id: 'accessibility',
      path: '/accessibility',
      page: () => import('./pages/AccessibilityPage.js'),
      chunk: 'client/pages/AccessibilityPage.tsx',
      content: () => texts().then((m) => m.accessibilityStatement),
    }),
    ...formIds.map((form) =>
      defineRoute({
        id: `sent-${form}`,
        path: formAddresses[form].sentPath,
        page: () => import('./pages/MessageSentPage.js'),
        chunk: 'client/pages/MessageSentPage.tsx',
        content: () => import('./components/forms/messages.js').then((m) => m.sentPageContent(form, locale)),
        indexable: false,
      }),
    ),
    ...services.map((service) =>
      defineRoute({
        id: `service-${service.slug}`,
        path: servicePath(service.slug),
        page: () => import('./pages/ServicePage.js'),
        chunk: 'client/pages/ServicePage.tsx',
        content: () => loadServiceContent(service, locale),
      }),
    ),
    defineRoute({
      id: 'not-found',
      path: '*',
      page: () => import('./pages/NotFoundPage.js'),
      chunk: 'client/pages/NotFoundPage.tsx',
      status: 404,
      indexable: false,
    }),
  ];
  return definitions.map((route) => ({ ...route, id: id(route.id), path: at(route.path), locale }));
}

/** The paths of the fixed pages search engines may list (the blog adds its posts). */
export const indexablePaths = (routes: PageRoute[]) =>
  routes.filter((route) => route.indexable !== false && !/[:*]/.test(route.path)).map((route) => route.path);
