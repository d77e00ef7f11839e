import { data, type RouteObject } from 'react-router-dom';
import { RootLayout } from './components/layout/RootLayout.js';
import { services } from './content/services.js';
import HomePage from './pages/HomePage.js';
import SpecialPage from './pages/SpecialPage.js';
import BlogListPage from './pages/BlogListPage.js';
import BlogPostPage from './pages/BlogPostPage.js';
import AboutPage from './pages/AboutPage.js';
import ContactPage from './pages/ContactPage.js';
import PaymentPage from './pages/PaymentPage.js';
import PrivacyPage from './pages/PrivacyPage.js';
import TermsPage from './pages/TermsPage.js';
import ServicesPage from './pages/ServicesPage.js';
import ServicePage from './pages/ServicePage.js';
import NotFoundPage from './pages/NotFoundPage.js';
import { blogListLoader, blogPostLoader, type BlogRouteData } from './components/blog/loaders.js';

/** Per-route facts the server turns into response headers (noindex: X-Robots-Tag). */
export type RouteHandle = { noindex?: boolean };

/**
 * The route table. The blog routes load posts through `blogData` (the server's cache on the server,
 * /api/posts in the browser); the 404's loader only sets the status the server answers with.
 */
export function createRoutes(blogData: BlogRouteData, extra: RouteObject[] = []): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      children: [
        { index: true, element: <HomePage /> },
        { path: 'special', element: <SpecialPage /> },
        { id: 'blog', path: 'blog', loader: blogListLoader(blogData), element: <BlogListPage /> },
        { id: 'blog-post', path: 'blog/:slug', loader: blogPostLoader(blogData), element: <BlogPostPage /> },
        { path: 'about', element: <AboutPage /> },
        { path: 'contact', element: <ContactPage /> },
        { path: 'payment', element: <PaymentPage />, handle: { noindex: true } satisfies RouteHandle },
        { path: 'privacy', element: <PrivacyPage /> },
        { path: 'terms', element: <TermsPage /> },
        { path: 'services', element: <ServicesPage /> },
        ...services.map((service) => ({
          path: `services/${service.slug}`,
          element: <ServicePage service={service} />,
        })),
        ...extra,
        { id: 'not-found', path: '*', loader: () => data(null, { status: 404 }), element: <NotFoundPage /> },
      ],
    },
  ];
}
