import type { BlogCategory, BlogDataAccess, BlogPost, BlogPostSummary, PostListPage } from '../../shared/blog.js';
import type { SitemapEntry } from '../seo-files.js';
import type { BlogChanges } from './cache.js';

/** Where the blog's posts come from: files shipped with the project, or the clinic's Supabase project. */
export type ContentSource = 'embedded' | 'supabase';

/** A post in the sitemap: its slug and when it was published. */
export type PostIndexEntry = { slug: string; published_at: string };

/** A post in the RSS feed. */
export type FeedItem = Pick<BlogPost, 'id' | 'title' | 'slug' | 'excerpt' | 'published_at'> & {
  category: BlogCategory | null;
};

/**
 * The blog's reads, each returning published posts only, newest first.
 * Implementations: embedded (content/blog/*.md) and supabase (the blog_posts table).
 */
export interface BlogSource {
  readonly kind: ContentSource;
  /** The list query; `offset`/`limit` select one page, `total` counts every published post. */
  listPosts(
    range: { offset: number; limit: number },
    signal: AbortSignal,
  ): Promise<{ posts: BlogPost[]; total: number }>;
  /** The list query with a limit (the sidebar's 5). */
  recentPosts(limit: number, signal: AbortSignal): Promise<BlogPost[]>;
  /** The single query: the published post with this slug, or null. */
  getPost(slug: string, signal: AbortSignal): Promise<BlogPost | null>;
  /** Every published post's slug and date (a light read for the sitemap: no content). */
  postIndex(signal: AbortSignal): Promise<PostIndexEntry[]>;
  /** The newest posts for the feed (a light read: no content). */
  feedPosts(limit: number, signal: AbortSignal): Promise<FeedItem[]>;
}

/** The blog as the app uses it: the source behind the cache, with the failure rules applied. */
export type BlogService = BlogDataAccess & {
  source: ContentSource;
  /** Tells the page cache when pages built from the blog's data are out of date. */
  changes: BlogChanges;
  recentPosts(): Promise<BlogPostSummary[]>;
  sitemapEntries(): Promise<SitemapEntry[]>;
  feedItems(): Promise<FeedItem[]>;
  /**
   * True when no published post has this slug, judged from memory (the fresh index of posts) without
   * reading anything; false when it may exist or the index is not at hand.
   */
  isMissingPost(slug: string): boolean;
  /**
   * True when `/blog?page=<raw>` is no list page (not a page number, or past the last page), judged from
   * memory (the fresh first page's count); false when it may exist or the count is not at hand.
   */
  isMissingListPage(raw: string | null): boolean;
  /** A list page, or null when the page number is past the last page. */
  listPosts(page: number): Promise<PostListPage>;
  close(): void;
};
