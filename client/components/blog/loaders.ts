import { parsePageParam, type PostListPage, type PostPageData } from '../../../shared/blog.js';
import type { DataArgs, Loaded } from '../../routing/types.js';

const emptyList = (page: number): PostListPage => ({ posts: [], page, totalPages: 1, total: 0 });

/** /blog?page=N: the page of posts; a page number that does not exist answers 404. */
export async function loadBlogList(args: DataArgs): Promise<Loaded<PostListPage>> {
  const page = parsePageParam(args.url.searchParams.get('page'));
  if (page === null) return { status: 404, data: emptyList(1) };
  const list = await args.sources.blog.listPosts(page, args.signal);
  return { status: page > list.totalPages ? 404 : 200, data: list };
}

/** /blog/:slug: the post and the sidebar; missing or unpublished answers 404, unreadable (backend down, nothing cached) 503. */
export async function loadBlogPost(args: DataArgs): Promise<Loaded<PostPageData>> {
  const slug = args.params.slug ?? '';
  const page = await args.sources.blog.getPost(slug, args.signal);
  return { status: page.post ? 200 : page.unavailable ? 503 : 404, data: page };
}
