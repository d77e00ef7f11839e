import { Suspense } from 'react';
import type { PostPageData } from '../../shared/blog.js';
import { Container } from '../components/ui/Container.js';
import { PostArticle } from '../components/blog/PostArticle.js';
import { PostLayout } from '../components/blog/PostLayout.js';
import { PostNotFound } from '../components/blog/PostNotFound.js';
import { PostSidebar } from '../components/blog/PostSidebar.js';
import { PostPageSkeleton } from '../components/blog/Skeletons.js';
import { Resolved } from '../routing/page-data.js';
import type { PageProps } from '../routing/types.js';

export default function BlogPostPage({ data: page }: PageProps<undefined, PostPageData>) {
  return (
    <Container className="py-10 sm:py-14">
      <Suspense fallback={<PostPageSkeleton />}>
        <Resolved value={page}>
          {(loaded) =>
            loaded.post ? (
              <PostLayout
                main={<PostArticle post={loaded.post} />}
                aside={<PostSidebar recent={loaded.recent} currentSlug={loaded.post.slug} />}
              />
            ) : (
              <PostNotFound />
            )
          }
        </Resolved>
      </Suspense>
    </Container>
  );
}
