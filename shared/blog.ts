/** Blog types and rules both sides share (the server reads posts; the browser renders them). */

import { defaultLocale, localeInfo, localizePath, type Locale } from './locale.js';

export type BlogCategory = { name: string; slug: string };

/** A row of blog_posts as the list and single queries select it. */
export type BlogPost = {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  featured_image: string | null;
  published_at: string;
  status: string;
  content: string;
  meta_title: string | null;
  meta_description: string | null;
  category: BlogCategory | null;
};

/** What a card or a sidebar entry needs: the post without its content, so list pages stay small. */
export type BlogPostSummary = Omit<BlogPost, 'content'>;

/** One page of the blog list. */
export type PostListPage = {
  posts: BlogPostSummary[];
  page: number;
  totalPages: number;
  total: number;
};

/** A post page: the post (null when missing or unpublished) and the sidebar's recent posts. */
export type PostPageData = {
  post: BlogPost | null;
  recent: BlogPostSummary[];
  /** The post could not be read (the backend is down and nothing was cached). */
  unavailable?: boolean;
};

/** How the route loaders reach the posts: the server's cache, read directly. */
export type BlogDataAccess = {
  listPosts(page: number, signal?: AbortSignal): Promise<PostListPage>;
  getPost(slug: string, signal?: AbortSignal): Promise<PostPageData>;
};

export const POSTS_PER_PAGE = 12;
/** 5 posts fetched for the sidebar, up to 4 shown (the current post may be among them). */
export const SIDEBAR_FETCH = 5;
export const SIDEBAR_SHOWN = 4;
export const FEED_SIZE = 20;
export const PUBLISHED = 'published';

/** The post page's pattern in the route table. */
export const POST_ROUTE_PATTERN = '/blog/:slug';
/** A post's address in a language (English, the feed's and the sitemap's, unless told). */
export const postPath = (slug: string, locale: Locale = defaultLocale) =>
  localizePath(`/blog/${encodeURIComponent(slug)}`, locale);
/** A list page's address in a language (English unless told). */
export const listPath = (page: number, locale: Locale = defaultLocale) =>
  localizePath(page <= 1 ? '/blog' : `/blog?page=${page}`, locale);

/** The language the posts are written in: the posts (files, Supabase rows) have no other. */
export const POST_LOCALE: Locale = 'en';

/**
 * The `lang` of a post's own text (title, excerpt, body) on a page in `pageLocale`: the posts' language
 * where it differs from the page's, so screen readers and hyphenation read it as such; none where the
 * page is already in it.
 */
export const postLang = (pageLocale: Locale): string | undefined =>
  pageLocale === POST_LOCALE ? undefined : localeInfo[POST_LOCALE].htmlLang;

/** The `?page=` value: a positive whole number, or null when it is not one (the page answers 404). */
export function parsePageParam(raw: string | null): number | null {
  if (raw === null || raw === '') return 1;
  if (!/^\d{1,6}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 ? page : null;
}

/** Slugs are URL-safe words; anything else cannot name a post and is not sent upstream. */
export const isValidSlug = (slug: string) => /^[a-z0-9][a-z0-9-]{0,199}$/i.test(slug);

export function toSummary(post: BlogPost): BlogPostSummary {
  const { content: _content, ...summary } = post;
  return summary;
}

/** Recent posts for the sidebar: the current post left out, at most 4. */
export function sidebarPosts(recent: BlogPostSummary[], currentSlug: string): BlogPostSummary[] {
  return recent.filter((p) => p.slug !== currentSlug).slice(0, SIDEBAR_SHOWN);
}

/**
 * A featured image is shown only when it is an http(s) URL or a path on this site: a value such as
 * `javascript:…` or `data:…` from the database is dropped.
 */
export function safeImageUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\/(?!\/)/.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export const postTitle = (post: Pick<BlogPost, 'title' | 'meta_title'>) => post.meta_title?.trim() || post.title;
export const postDescription = (post: Pick<BlogPost, 'title' | 'excerpt' | 'meta_description'>) =>
  post.meta_description?.trim() || post.excerpt?.trim() || post.title;
