import type { SupabaseClient } from '@supabase/supabase-js';
import { PUBLISHED, type BlogPost } from '../../shared/blog.js';
import type { BlogSource, FeedItem, PostIndexEntry } from './types.js';

/** A post's fields plus its category, joined from blog_categories through category_id. */
export const POST_SELECT =
  'id, title, slug, excerpt, featured_image, published_at, status, content, meta_title, meta_description, category:blog_categories(name, slug)';
/** Lighter reads (documented in the README): the sitemap needs no content, nor does the feed. */
export const INDEX_SELECT = 'slug, published_at';
export const FEED_SELECT = 'id, title, slug, excerpt, published_at, category:blog_categories(name, slug)';
/** PostgREST answers at most this many rows per request by default (Supabase's max-rows). */
export const INDEX_BATCH = 1000;
/** How many index batches are read at once. */
const INDEX_PARALLEL = 4;

class SupabaseReadError extends Error {
  constructor(what: string, error: { message: string; code?: string; details?: string }) {
    super(`${what}: ${error.message}${error.code ? ` (${error.code})` : ''}`);
    this.name = 'SupabaseReadError';
  }
}

type Row = Omit<BlogPost, 'category'> & { category: BlogPost['category'] | BlogPost['category'][] };

/** A to-one embed arrives as an object; normalise defensively in case a schema change makes it a list. */
const category = (value: Row['category']) => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));
const normalise = (row: Row): BlogPost => ({ ...row, category: category(row.category) });

type Result = { data: unknown; error: { message: string; code?: string } | null };

/** The data of a read, or an error naming what was being read. */
function rowsOf<T>(what: string, { data, error }: Result): T {
  if (error) throw new SupabaseReadError(what, error);
  return data as T;
}

/**
 * The blog_posts table read with supabase-js. Retries are off: the cache in front decides what
 * happens on failure, and a down backend must not hold a page for seconds of retries.
 */
export function supabaseSource(client: SupabaseClient): BlogSource {
  // Visitors see published posts only, newest first.
  const publishedNewestFirst = (select: string, options?: { count: 'exact' }) =>
    client
      .from('blog_posts')
      .select(select, options)
      .eq('status', PUBLISHED)
      .order('published_at', { ascending: false });

  return {
    kind: 'supabase',

    async listPosts({ offset, limit }, signal) {
      const result = await publishedNewestFirst(POST_SELECT, { count: 'exact' })
        .range(offset, offset + limit - 1)
        .retry(false)
        .abortSignal(signal);
      const posts = rowsOf<Row[]>('listing posts', result).map(normalise);
      return { posts, total: result.count ?? posts.length };
    },

    async recentPosts(limit, signal) {
      const result = await publishedNewestFirst(POST_SELECT).limit(limit).retry(false).abortSignal(signal);
      return rowsOf<Row[]>('reading recent posts', result).map(normalise);
    },

    async getPost(slug, signal) {
      const result = await client
        .from('blog_posts')
        .select(POST_SELECT)
        .eq('slug', slug)
        .eq('status', PUBLISHED)
        .retry(false)
        .abortSignal(signal)
        .maybeSingle();
      const row = rowsOf<Row | null>(`reading post ${slug}`, result);
      return row ? normalise(row) : null;
    },

    async postIndex(signal) {
      const batch = async (offset: number, options?: { count: 'exact' }) => {
        const result = await publishedNewestFirst(INDEX_SELECT, options)
          .range(offset, offset + INDEX_BATCH - 1)
          .retry(false)
          .abortSignal(signal);
        return { rows: rowsOf<PostIndexEntry[]>('reading the post index', result), count: result.count };
      };
      // Page through in batches so thousands of posts are all listed despite max-rows. The first read
      // counts the posts, so the other batches are asked for together (a few at a time): 10,000 posts
      // cost two round trips to Supabase, not ten.
      const first = await batch(0, { count: 'exact' });
      const all = [...first.rows];
      if (first.rows.length < INDEX_BATCH) return all;
      const offsets: number[] = [];
      for (let offset = INDEX_BATCH; offset < (first.count ?? 0); offset += INDEX_BATCH) offsets.push(offset);
      for (let i = 0; i < offsets.length; i += INDEX_PARALLEL) {
        const batches = await Promise.all(offsets.slice(i, i + INDEX_PARALLEL).map((offset) => batch(offset)));
        for (const { rows } of batches) all.push(...rows);
      }
      // Posts published meanwhile (or no count): go on one batch at a time until a short one.
      for (let offset = INDEX_BATCH * (offsets.length + 1); all.length === offset; offset += INDEX_BATCH) {
        const { rows } = await batch(offset);
        all.push(...rows);
        if (rows.length < INDEX_BATCH) break;
      }
      return all;
    },

    async feedPosts(limit, signal) {
      const result = await publishedNewestFirst(FEED_SELECT).limit(limit).retry(false).abortSignal(signal);
      type FeedRow = Omit<FeedItem, 'category'> & { category: Row['category'] };
      return rowsOf<FeedRow[]>('reading the feed', result).map((row) => ({ ...row, category: category(row.category) }));
    },
  };
}
