import { Link } from 'react-router-dom';
import { PageMeta } from '../seo/PageMeta.js';
import { clinic } from '../../../shared/clinic.js';

/** A missing or unpublished post. */
export function PostNotFound() {
  return (
    <>
      <PageMeta
        title={`Post Not Found | ${clinic.name}`}
        description="The blog post you're looking for doesn't exist."
        noindex
      />
      <section className="mx-auto max-w-xl py-16 text-center">
        {/* A mark drawn in the display face, like the 404 page's: an icon's paths would cost this page's budget. */}
        <p aria-hidden="true" className="mb-4 font-display text-7xl font-semibold text-brand-500">
          ?
        </p>
        <h1 className="mb-4 text-3xl font-semibold sm:text-4xl">Post Not Found</h1>
        <p className="mb-8 text-lg text-muted">The blog post you're looking for doesn't exist.</p>
        <Link to="/blog" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
          ← Back to Blog
        </Link>
      </section>
    </>
  );
}
