import { Link } from 'react-router-dom';
import { postLang, postPath, type BlogPostSummary } from '../../../shared/blog.js';
import { useLocale } from '../../locale-context.js';
import { Badge } from '../ui/Badge.js';
import { FeaturedImage } from './FeaturedImage.js';
import { PostDate } from './PostDate.js';

/**
 * A post in the blog list; the whole card is one link (the title's, stretched over the card), so the
 * card shows its focus: an outline, which forced colours keep (they drop shadows, hence rings).
 */
export function PostCard({ post, eager = false }: { post: BlogPostSummary; eager?: boolean }) {
  const locale = useLocale();
  // The post's own words keep their language on a page in another.
  const lang = postLang(locale);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-brand-100 bg-white shadow-[var(--shadow-card)] transition-shadow has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent-700 hover:shadow-lg">
      <FeaturedImage src={post.featured_image} eager={eager} className="aspect-[40/21] w-full" />
      <div className="flex flex-1 flex-col p-6">
        {post.category && (
          <Badge tone="accent" className="self-start" lang={lang}>
            {post.category.name}
          </Badge>
        )}
        <h2 className="mt-3 text-xl font-semibold leading-snug" lang={lang}>
          <Link
            to={postPath(post.slug, locale)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-600 focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h2>
        {post.excerpt && (
          <p className="mt-2 text-muted" lang={lang}>
            {post.excerpt}
          </p>
        )}
        <p className="mt-auto pt-4 text-sm text-muted">
          <PostDate value={post.published_at} />
        </p>
      </div>
    </article>
  );
}
