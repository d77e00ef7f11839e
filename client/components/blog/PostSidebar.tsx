import { Link } from 'react-router-dom';
import { ArrowRight, Rss } from 'lucide-react';
import { postLang, postPath, sidebarPosts, type BlogPostSummary } from '../../../shared/blog.js';
import { useLocale, useLocalize, useNavigation, useTexts } from '../../locale-context.js';
import { ButtonLink } from '../ui/Button.js';
import { PostDate } from './PostDate.js';

const box = 'rounded-[var(--radius-card)] border border-brand-100 bg-white p-6 shadow-[var(--shadow-card)]';
const heading = 'mb-4 font-display text-lg font-semibold text-brand-900';
const link = 'text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline';

/** Recent Posts (up to 4, the current post left out), the services, and the new-patient special. */
export function PostSidebar({ recent, currentSlug }: { recent: BlogPostSummary[]; currentSlug: string }) {
  const posts = sidebarPosts(recent, currentSlug);
  const { allServicesLink, serviceNav } = useNavigation();
  const locale = useLocale();
  const localize = useLocalize();
  const { blog } = useTexts();
  const words = blog.sidebar;
  // The posts' titles keep their language on a page in another.
  const lang = postLang(locale);
  return (
    <>
      <section aria-labelledby="sidebar-recent" className={box}>
        <h2 id="sidebar-recent" className={heading}>
          {words.recent}
        </h2>
        {posts.length === 0 ? (
          <p className="text-muted">{words.noRecent}</p>
        ) : (
          <ul className="space-y-4">
            {posts.map((post) => (
              <li key={post.id}>
                <Link to={postPath(post.slug, locale)} lang={lang} className={`font-medium leading-snug ${link}`}>
                  {post.title}
                </Link>
                <p className="mt-1 text-sm text-muted">
                  <PostDate value={post.published_at} format="short" />
                </p>
              </li>
            ))}
          </ul>
        )}
        {/* The feed is in the posts' language. */}
        <a
          href="/rss.xml"
          hrefLang={lang}
          className={`mt-5 inline-flex items-center gap-2 text-sm font-medium ${link}`}
        >
          <Rss aria-hidden="true" className="size-4" />
          {blog.rss}
        </a>
      </section>

      <section aria-labelledby="sidebar-services" className={box}>
        <h2 id="sidebar-services" className={heading}>
          {words.services}
        </h2>
        {serviceNav.map((group) => (
          <div key={group.id} className="mb-4 last:mb-0">
            <h3 className="mb-2 font-sans text-xs font-semibold uppercase tracking-wider text-muted">{group.label}</h3>
            <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm">
              {group.links.map((item) => (
                <li key={item.href}>
                  <Link to={item.href} className={link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <Link to={allServicesLink.href} className={`mt-2 inline-flex items-center gap-1 text-sm font-semibold ${link}`}>
          {allServicesLink.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </section>

      <section
        aria-labelledby="sidebar-special"
        className="surface-dark rounded-[var(--radius-card)] bg-brand-700 p-6 text-white"
      >
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{words.specialEyebrow}</p>
        <h2 id="sidebar-special" className="mt-1 font-display text-2xl font-semibold text-white">
          {words.specialTitle}
        </h2>
        <p className="mt-2 text-brand-50">{words.specialText}</p>
        <ButtonLink to={localize('/special')} variant="inverse" className="mt-5 w-full">
          {words.specialLink}
        </ButtonLink>
      </section>
    </>
  );
}
