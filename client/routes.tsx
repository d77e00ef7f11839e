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

/** Per-route facts the server turns into response headers (noindex: X-Robots-Tag). */
export type RouteHandle = { noindex?: boolean };

/** Pages that need no data; the 404's loader only sets the status the server answers with. */
export function createRoutes(extra: RouteObject[] = []): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      children: [
        { index: true, element: <HomePage /> },
        { path: 'special', element: <SpecialPage /> },
        { path: 'blog', element: <BlogListPage /> },
        { path: 'blog/:slug', element: <BlogPostPage /> },
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
