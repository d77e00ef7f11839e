import { Link } from 'react-router-dom';
import { PageMeta } from '../components/seo/PageMeta.js';
import { pages } from '../content/pages.js';

export default function NotFoundPage() {
  return (
    <>
      <PageMeta title={pages.notFound.title} description={pages.notFound.description} noindex />
      <section className="not-found">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>Oops! Page not found</h1>
        <p>The page you were looking for may have moved or no longer exists.</p>
        <Link to="/">Return to Home</Link>
      </section>
    </>
  );
}
