import {
  FEED_SIZE,
  POSTS_PER_PAGE,
  SIDEBAR_FETCH,
  isValidSlug,
  parsePageParam,
  postPath,
  toSummary,
  type BlogPostSummary,
  type PostListPage,
  type PostPageData,
} from '../../shared/blog.js';
import { isoDate } from '../../shared/dates.js';
import type { SitemapEntry } from '../seo-files.js';
import type { Logger } from '../logger.js';
import { BlogCache } from './cache.js';
import type { BlogService, BlogSource, PostIndexEntry } from './types.js';

export type BlogServiceOptions = {
  source: BlogSource;
  ttlSeconds: number;
  logger: Logger;
  timeoutMs?: number;
  now?: () => number;
};

/**
 * The blog the app uses: every read goes through the cache. When the source fails and nothing is
 * cached, the failure is logged (by the cache) and readers get the empty answer: the list shows its
 * empty state, the sitemap and feed list no posts, and a post page says the post is unavailable.
 */
export function createBlogService({ source, ttlSeconds, logger, timeoutMs, now }: BlogServiceOptions): BlogService {
  const cache = new BlogCache({ ttlSeconds, timeoutMs, logger, now });
  const sitemapMemo = new WeakMap<PostIndexEntry[], SitemapEntry[]>();
  const slugsMemo = new WeakMap<PostIndexEntry[], Set<string>>();
  const publishedSlugs = (index: PostIndexEntry[]) => {
    let slugs = slugsMemo.get(index);
    if (!slugs) slugsMemo.set(index, (slugs = new Set(index.map((p) => p.slug))));
    return slugs;
  };
  const readIndex = () => cache.get('index', (signal) => source.postIndex(signal));

  const readPage = (page: number) =>
    cache.get(`list:${page}`, async (signal) => {
      const { posts, total } = await source.listPosts(
        { offset: (page - 1) * POSTS_PER_PAGE, limit: POSTS_PER_PAGE },
        signal,
      );
      return { posts: posts.map(toSummary), total };
    });

  const recentPosts = async (): Promise<BlogPostSummary[]> => {
    try {
      return await cache.get('recent', async (signal) =>
        (await source.recentPosts(SIDEBAR_FETCH, signal)).map(toSummary),
      );
    } catch {
      return [];
    }
  };

  return {
    source: source.kind,
    changes: cache,

    async listPosts(page: number): Promise<PostListPage> {
      try {
        const first = await readPage(1);
        const totalPages = Math.max(1, Math.ceil(first.total / POSTS_PER_PAGE));
        // Past the last page nothing is asked upstream (made-up page numbers cost nothing).
        if (page > totalPages) return { posts: [], page, totalPages, total: first.total };
        const { posts, total } = page === 1 ? first : await readPage(page);
        return { posts, page, totalPages: Math.max(1, Math.ceil(total / POSTS_PER_PAGE)), total };
      } catch {
        return { posts: [], page, totalPages: 1, total: 0 };
      }
    },

    async getPost(slug: string): Promise<PostPageData> {
      // A slug the index of published posts lacks is answered without its own read: addresses made up
      // by the thousand cost the source nothing and fill no cache. A post published since the index was
      // read appears at its address when the index is read again, as it does in the list and sitemap.
      const [index, recent] = await Promise.all([readIndex().catch(() => undefined), recentPosts()]);
      if (!isValidSlug(slug) || (index && !publishedSlugs(index).has(slug))) return { post: null, recent };
      const post = await cache.get(`post:${slug}`, (signal) => source.getPost(slug, signal)).catch(() => undefined);
      if (post === undefined) return { post: null, recent, unavailable: true };
      return { post, recent };
    },

    isMissingPost(slug: string): boolean {
      if (!isValidSlug(slug)) return true;
      const index = cache.peekFresh<PostIndexEntry[]>('index');
      return index !== undefined && !publishedSlugs(index).has(slug);
    },

    isMissingListPage(raw: string | null): boolean {
      const page = parsePageParam(raw);
      if (page === null) return true;
      const first = cache.peekFresh<{ total: number }>('list:1');
      return first !== undefined && page > Math.max(1, Math.ceil(first.total / POSTS_PER_PAGE));
    },

    recentPosts,

    async sitemapEntries(): Promise<SitemapEntry[]> {
      try {
        const index = await readIndex();
        let entries = sitemapMemo.get(index);
        if (!entries) {
          entries = index.map((p) => ({ path: postPath(p.slug), lastmod: isoDate(p.published_at) || undefined }));
          sitemapMemo.set(index, entries);
        }
        return entries;
      } catch {
        return [];
      }
    },

    async feedItems() {
      try {
        return await cache.get('feed', (signal) => source.feedPosts(FEED_SIZE, signal));
      } catch {
        return [];
      }
    },

    close: () => cache.close(),
  };
}
