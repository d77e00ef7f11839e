import { parsePageParam, type PostListPage, type PostPageData } from '../../../shared/blog.js';
import type { DataArgs, Loaded } from '../../routing/types.js';

/**
 * /blog?page=N: the page of posts. A page number that does not exist answers 404 with the page after the
 * last, the same data whatever was asked, so every such address is answered by one kept page.
 */
export async function loadBlogList(args: DataArgs): Promise<Loaded<PostListPage>> {
  const page = parsePageParam(args.url.searchParams.get('page'));
  const list = await args.sources.blog.listPosts(page ?? 1, args.signal);
  if (page !== null && page <= list.totalPages) return { status: 200, data: list };
  return { status: 404, data: { ...list, posts: [], page: list.totalPages + 1 } };
}

/** /blog/:slug: the post and the sidebar; missing or unpublished answers 404, unreadable (backend down, nothing cached) 503. */
export async function loadBlogPost(args: DataArgs): Promise<Loaded<PostPageData>> {
  const slug = args.params.slug ?? '';
  const page = await args.sources.blog.getPost(slug, args.signal);
  return { status: page.post ? 200 : page.unavailable ? 503 : 404, data: page };
}
