import { services } from './content/services.js';
import { loadServiceContent } from './content/service-details/index.js';
import type { PageComponent, PageRoute } from './routing/types.js';

// Each page is its own chunk: a visitor downloads the code of the page they open, not of every page.
const pageModules = import.meta.glob<{ default: PageComponent }>('./pages/*Page.tsx');

// Loaders and copy load with the page that needs them, not with every page's entry.
const blog = () => import('./components/blog/loaders.js');
const legal = () => import('./content/legal.js');

function page(name: string): Pick<PageRoute, 'page' | 'chunk'> {
  const load = pageModules[`./pages/${name}.tsx`];
  if (!load) throw new Error(`no page module client/pages/${name}.tsx`);
  return { page: load, chunk: `client/pages/${name}.tsx` };
}

/**
 * The route table: every page of SPEC.md section 2. The blog pages load posts (the server's cache
 * during SSR, /api/posts in the browser); the catch-all answers 404.
 */
export function createRoutes(extra: PageRoute[] = []): PageRoute[] {
  return [
    { id: 'home', path: '/', ...page('HomePage'), content: (site) => import('./content/home-page.js').then((m) => m.homePageContent(site)) },
    { id: 'special', path: '/special', ...page('SpecialPage'), content: () => import('./content/special.js').then((m) => m.special) },
    { id: 'blog', path: '/blog', ...page('BlogListPage'), load: (args) => blog().then((m) => m.loadBlogList(args)) },
    { id: 'blog-post', path: '/blog/:slug', ...page('BlogPostPage'), load: (args) => blog().then((m) => m.loadBlogPost(args)) },
    { id: 'about', path: '/about', ...page('AboutPage'), content: (site) => import('./content/about-page.js').then((m) => m.aboutPageContent(site)) },
    { id: 'contact', path: '/contact', ...page('ContactPage') },
    { id: 'payment', path: '/payment', ...page('PaymentPage'), noindex: true },
    { id: 'privacy', path: '/privacy', ...page('PrivacyPage'), content: () => legal().then((m) => m.privacyPolicy) },
    { id: 'terms', path: '/terms', ...page('TermsPage'), content: () => legal().then((m) => m.termsOfService) },
    { id: 'accessibility', path: '/accessibility', ...page('AccessibilityPage'), content: () => import('./content/accessibility.js').then((m) => m.accessibilityStatement) },
    { id: 'services', path: '/services', ...page('ServicesPage'), content: () => import('./content/service-summaries.js').then((m) => m.serviceSummaries) },
    ...services.map((service) => ({
      id: `service-${service.slug}`,
      path: `/services/${service.slug}`,
      ...page('ServicePage'),
      content: () => loadServiceContent(service.slug),
    })),
    ...extra,
    { id: 'not-found', path: '*', ...page('NotFoundPage'), status: 404 },
  ];
}
