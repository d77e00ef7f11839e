import { Link } from 'react-router-dom';
import { listPath } from '../../../shared/blog.js';
import { PageMeta } from '../seo/PageMeta.js';
import { clinic } from '../../../shared/clinic.js';
import { useLocale, useTexts } from '../../locale-context.js';

/** A missing or unpublished post. */
export function PostNotFound() {
  const locale = useLocale();
  const { notFound: words } = useTexts().blog;
  return (
    <>
      <PageMeta title={`${words.title} | ${clinic.name}`} description={words.text} noindex />
      <section className="mx-auto max-w-xl py-16 text-center">
        {/* A mark drawn in the display face, like the 404 page's: an icon's paths would cost this page's budget. */}
        <p aria-hidden="true" className="mb-4 font-display text-7xl font-semibold text-brand-500">
          ?
        </p>
        <h1 className="mb-4 text-3xl font-semibold sm:text-4xl">{words.title}</h1>
        <p className="mb-8 text-lg text-muted">{words.text}</p>
        <Link
          to={listPath(1, locale)}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {words.back}
        </Link>
      </section>
    </>
  );
}
