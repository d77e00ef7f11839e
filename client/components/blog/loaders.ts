import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { parsePageParam, type BlogDataAccess, type PostListPage, type PostPageData } from '../../../shared/blog.js';

/** How the blog routes get their data: the server resolves it before rendering; the browser streams it in. */
export type BlogRouteData = { blog: BlogDataAccess; mode: 'server' | 'browser' };

export type BlogListLoaderData = { list: PostListPage | Promise<PostListPage> };
export type BlogPostLoaderData = { slug: string; page: PostPageData | Promise<PostPageData> };

const emptyList = (page: number): PostListPage => ({ posts: [], page, totalPages: 1, total: 0 });

/** A promise handed to <Await> un-awaited; marked handled so an abandoned navigation logs nothing. */
function pending<T>(promise: Promise<T>): Promise<T> {
  promise.catch((err: unknown) => {
    if ((err as Error)?.name !== 'AbortError') console.error('Could not load blog posts', err);
  });
  return promise;
}

export function blogListLoader({ blog, mode }: BlogRouteData) {
  return async ({ request }: LoaderFunctionArgs) => {
    const page = parsePageParam(new URL(request.url).searchParams.get('page'));
    if (mode === 'browser') {
      return { list: page === null ? emptyList(1) : pending(blog.listPosts(page, request.signal)) } satisfies BlogListLoaderData;
    }
    // On the server the data is resolved here, so the status is known before the first byte.
    if (page === null) return data({ list: emptyList(1) } satisfies BlogListLoaderData, { status: 404 });
    const list = await blog.listPosts(page, request.signal);
    const result: BlogListLoaderData = { list };
    return page > list.totalPages ? data(result, { status: 404 }) : result;
  };
}

export function blogPostLoader({ blog, mode }: BlogRouteData) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const slug = params.slug ?? '';
    if (mode === 'browser') return { slug, page: pending(blog.getPost(slug, request.signal)) } satisfies BlogPostLoaderData;
    const page = await blog.getPost(slug, request.signal);
    const result: BlogPostLoaderData = { slug, page };
    // A missing or unpublished post answers 404; one that could not be read (backend down, nothing cached) 503.
    if (!page.post) return data(result, { status: page.unavailable ? 503 : 404 });
    return result;
  };
}
