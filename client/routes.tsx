import { services } from './content/services.js';
import { loadBlogList, loadBlogPost } from './components/blog/loaders.js';
import type { PageComponent, PageRoute } from './routing/types.js';

// Each page is its own chunk: a visitor downloads the code of the page they open, not of every page.
const pageModules = import.meta.glob<{ default: PageComponent }>('./pages/*Page.tsx');

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
    { id: 'home', path: '/', ...page('HomePage') },
    { id: 'special', path: '/special', ...page('SpecialPage') },
    { id: 'blog', path: '/blog', ...page('BlogListPage'), load: loadBlogList },
    { id: 'blog-post', path: '/blog/:slug', ...page('BlogPostPage'), load: loadBlogPost },
    { id: 'about', path: '/about', ...page('AboutPage') },
    { id: 'contact', path: '/contact', ...page('ContactPage') },
    { id: 'payment', path: '/payment', ...page('PaymentPage'), noindex: true },
    { id: 'privacy', path: '/privacy', ...page('PrivacyPage') },
    { id: 'terms', path: '/terms', ...page('TermsPage') },
    { id: 'services', path: '/services', ...page('ServicesPage') },
    ...services.map((service) => ({
      id: `service-${service.slug}`,
      path: `/services/${service.slug}`,
      ...page('ServicePage'),
      props: { service },
    })),
    ...extra,
    { id: 'not-found', path: '*', ...page('NotFoundPage'), status: 404 },
  ];
}
