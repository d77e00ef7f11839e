import { Suspense } from 'react';
import { Rss } from 'lucide-react';
import { listPath, postLang, type PostListPage } from '../../shared/blog.js';
import { PageMeta } from '../components/seo/PageMeta.js';
import { useLocale, useTexts } from '../locale-context.js';
import { Container } from '../components/ui/Container.js';
import { SectionHeading } from '../components/ui/SectionHeading.js';
import { ButtonLink } from '../components/ui/Button.js';
import { PostCard } from '../components/blog/PostCard.js';
import { Pagination } from '../components/blog/Pagination.js';
import { PostGridSkeleton } from '../components/blog/Skeletons.js';
import { Resolved } from '../routing/page-data.js';
import type { PageProps } from '../routing/types.js';

export default function BlogListPage({ data: list }: PageProps<undefined, PostListPage>) {
  const { meta, blog } = useTexts();
  const locale = useLocale();
  // The data is resolved before rendering (the loader gives the page number, or the page after the last).
  const page = list instanceof Promise ? 1 : list.page;
  const exists = list instanceof Promise || page <= list.totalPages;
  const title = page > 1 && exists ? meta.blogPageTitle(page) : meta.pages.blog.title;

  return (
    <>
      <PageMeta title={title} description={meta.pages.blog.description} path={listPath(exists ? page : 1, locale)} />
      <section className="bg-sand-50 py-12 sm:py-16">
        <Container>
          <SectionHeading
            as="h1"
            eyebrow={blog.list.eyebrow}
            title={blog.list.title}
            intro={blog.list.intro}
            className="!mb-6"
          />
          <p className="text-center">
            {/* The feed is in the posts' language. */}
            <a
              href="/rss.xml"
              hrefLang={postLang(locale)}
              className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              <Rss aria-hidden="true" className="size-4" />
              {blog.rss}
            </a>
          </p>
        </Container>
      </section>
      <Container className="py-12 sm:py-16">
        {/* Keyed by page: moving to another page shows skeletons rather than the previous cards. */}
        <Suspense key={page} fallback={<PostGridSkeleton />}>
          <Resolved value={list}>{(loaded) => <PostGrid list={loaded} />}</Resolved>
        </Suspense>
      </Container>
    </>
  );
}

function PostGrid({ list }: { list: PostListPage }) {
  if (list.posts.length === 0) return <EmptyState page={list.page} />;
  return (
    <>
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {list.posts.map((post, i) => (
          <PostCard key={post.id} post={post} eager={i === 0} />
        ))}
      </div>
      <Pagination page={list.page} totalPages={list.totalPages} />
    </>
  );
}

function EmptyState({ page }: { page: number }) {
  const { list } = useTexts().blog;
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-md py-10 text-center">
      <p className="text-lg text-muted">{list.empty}</p>
      {page > 1 && (
        <ButtonLink to={listPath(1, locale)} variant="outline" className="mt-6">
          {list.latest}
        </ButtonLink>
      )}
    </div>
  );
}
