import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import {
  listPath,
  postDescription,
  postLang,
  postPath,
  postTitle,
  safeImageUrl,
  type BlogPost,
} from '../../../shared/blog.js';
import { clinic } from '../../../shared/clinic.js';
import { PostContent } from '../../lib/post-content.js';
import { useLocale, useTexts } from '../../locale-context.js';
import { PageMeta } from '../seo/PageMeta.js';
import { Badge } from '../ui/Badge.js';
import { ButtonAnchor } from '../ui/Button.js';
import { ScheduleButton } from '../booking/ScheduleButton.js';
import { FeaturedImage } from './FeaturedImage.js';
import { PostDate } from './PostDate.js';
import { PostJsonLd } from './PostJsonLd.js';

/** Reading styles for the only elements the content renderer makes: p, h2, h3, strong, br. */
const contentStyles =
  'text-lg leading-relaxed text-ink [&_p]:mb-5 [&_h2]:mb-4 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold sm:[&_h2]:text-3xl [&_h3]:mb-3 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_strong]:font-semibold [&_strong]:text-brand-900 break-words';

export function PostArticle({ post }: { post: BlogPost }) {
  const locale = useLocale();
  const { blog, layout } = useTexts();
  // The post's own words keep their language on a page in another.
  const lang = postLang(locale);
  const title = post.meta_title?.trim() ? postTitle(post) : `${post.title} | ${clinic.name}`;
  return (
    <article>
      <PageMeta
        title={title}
        description={postDescription(post)}
        path={postPath(post.slug, locale)}
        type="article"
        image={safeImageUrl(post.featured_image) ?? undefined}
      />
      <PostJsonLd post={post} />
      <Link
        to={listPath(1, locale)}
        className="mb-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {blog.post.back}
      </Link>
      <header className="mb-8">
        {post.category && (
          <Badge tone="accent" lang={lang}>
            {post.category.name}
          </Badge>
        )}
        <h1 className="mt-4 text-3xl font-semibold leading-tight sm:text-4xl lg:text-5xl" lang={lang}>
          {post.title}
        </h1>
        <p className="mt-4 text-muted">
          <PostDate value={post.published_at} />
        </p>
      </header>
      <FeaturedImage
        src={post.featured_image}
        eager
        className="mb-10 aspect-[40/21] w-full rounded-[var(--radius-card)]"
      />
      <PostContent content={post.content} className={contentStyles} lang={lang} />
      <aside aria-labelledby="post-cta" className="mt-12 rounded-[var(--radius-card)] bg-sand-100 p-6 sm:p-8">
        <h2 id="post-cta" className="text-2xl font-semibold">
          {blog.post.ctaTitle}
        </h2>
        <p className="mt-2 text-muted">{blog.post.ctaText}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <ScheduleButton icon>{blog.post.schedule}</ScheduleButton>
          <ButtonAnchor href={`tel:${clinic.phone.tel}`} variant="outline">
            {layout.callLabel(clinic.phone.display)}
          </ButtonAnchor>
        </div>
      </aside>
    </article>
  );
}
