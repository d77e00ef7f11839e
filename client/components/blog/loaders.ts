import { parsePageParam, type PostListPage, type PostPageData } from '../../../shared/blog.js';
import type { DataArgs, Loaded } from '../../routing/types.js';

const emptyList = (page: number): PostListPage => ({ posts: [], page, totalPages: 1, total: 0 });

/** In the browser a failed read shows the empty or not-found state; the server's blog service never throws. */
function reportInBrowser(args: DataArgs, err: unknown) {
  if (args.sources.mode === 'server') throw err;
  console.error('Could not load blog posts', err);
}

/** /blog?page=N: the page of posts; a page number that does not exist answers 404. */
export async function loadBlogList(args: DataArgs): Promise<Loaded<PostListPage>> {
  const page = parsePageParam(args.url.searchParams.get('page'));
  if (page === null) return { status: 404, data: emptyList(1) };
  try {
    const list = await args.sources.blog.listPosts(page, args.signal);
    return { status: page > list.totalPages ? 404 : 200, data: list };
  } catch (err) {
    reportInBrowser(args, err);
    return { data: emptyList(page) };
  }
}

/** /blog/:slug: the post and the sidebar; missing or unpublished answers 404, unreadable (backend down, nothing cached) 503. */
export async function loadBlogPost(args: DataArgs): Promise<Loaded<PostPageData>> {
  const slug = args.params.slug ?? '';
  try {
    const page = await args.sources.blog.getPost(slug, args.signal);
    return { status: page.post ? 200 : page.unavailable ? 503 : 404, data: page };
  } catch (err) {
    reportInBrowser(args, err);
    return { data: { post: null, recent: [], unavailable: true } };
  }
}
