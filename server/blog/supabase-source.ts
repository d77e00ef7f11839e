import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { PUBLISHED, type BlogPost } from '../../shared/blog.js';
import type { BlogSource, FeedItem, PostIndexEntry } from './types.js';

/** SPEC.md section 7: the post fields plus the joined category (blog_categories via category_id). */
export const POST_SELECT =
  'id, title, slug, excerpt, featured_image, published_at, status, content, meta_title, meta_description, category:blog_categories(name, slug)';
/** Lighter reads (documented in the README): the sitemap needs no content, nor does the feed. */
export const INDEX_SELECT = 'slug, published_at';
export const FEED_SELECT = 'id, title, slug, excerpt, published_at, category:blog_categories(name, slug)';
/** PostgREST answers at most this many rows per request by default (Supabase's max-rows). */
export const INDEX_BATCH = 1000;

/** The server's Supabase client: no session, no token refresh, and ws as the WebSocket (Node 20 has none). */
export function createSupabaseClient(url: string, anonKey: string): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

class SupabaseReadError extends Error {
  constructor(what: string, error: { message: string; code?: string; details?: string }) {
    super(`${what}: ${error.message}${error.code ? ` (${error.code})` : ''}`);
    this.name = 'SupabaseReadError';
  }
}

type Row = Omit<BlogPost, 'category'> & { category: BlogPost['category'] | BlogPost['category'][] };

/** A to-one embed arrives as an object; normalise defensively in case a schema change makes it a list. */
const normalise = (row: Row): BlogPost => ({
  ...row,
  category: Array.isArray(row.category) ? (row.category[0] ?? null) : (row.category ?? null),
});

/**
 * The blog_posts table read with supabase-js. Retries are off: the cache in front decides what
 * happens on failure, and a down backend must not hold a page for seconds of retries.
 */
export function supabaseSource(client: SupabaseClient): BlogSource {
  const posts = () => client.from('blog_posts');

  return {
    kind: 'supabase',

    async listPosts({ offset, limit }, signal) {
      const { data, error, count } = await posts()
        .select(POST_SELECT, { count: 'exact' })
        .eq('status', PUBLISHED)
        .order('published_at', { ascending: false })
        .range(offset, offset + limit - 1)
        .retry(false)
        .abortSignal(signal);
      if (error) throw new SupabaseReadError('listing posts', error);
      const rows = (data as unknown as Row[]).map(normalise);
      return { posts: rows, total: count ?? rows.length };
    },

    async recentPosts(limit, signal) {
      const { data, error } = await posts()
        .select(POST_SELECT)
        .eq('status', PUBLISHED)
        .order('published_at', { ascending: false })
        .limit(limit)
        .retry(false)
        .abortSignal(signal);
      if (error) throw new SupabaseReadError('reading recent posts', error);
      return (data as unknown as Row[]).map(normalise);
    },

    async getPost(slug, signal) {
      const { data, error } = await posts()
        .select(POST_SELECT)
        .eq('slug', slug)
        .eq('status', PUBLISHED)
        .retry(false)
        .abortSignal(signal)
        .maybeSingle();
      if (error) throw new SupabaseReadError(`reading post ${slug}`, error);
      return data ? normalise(data as unknown as Row) : null;
    },

    async postIndex(signal) {
      const all: PostIndexEntry[] = [];
      // Page through in batches so thousands of posts are all listed despite max-rows.
      for (let offset = 0; ; offset += INDEX_BATCH) {
        const { data, error } = await posts()
          .select(INDEX_SELECT)
          .eq('status', PUBLISHED)
          .order('published_at', { ascending: false })
          .range(offset, offset + INDEX_BATCH - 1)
          .retry(false)
          .abortSignal(signal);
        if (error) throw new SupabaseReadError('reading the post index', error);
        const rows = data as unknown as PostIndexEntry[];
        all.push(...rows);
        if (rows.length < INDEX_BATCH) return all;
      }
    },

    async feedPosts(limit, signal) {
      const { data, error } = await posts()
        .select(FEED_SELECT)
        .eq('status', PUBLISHED)
        .order('published_at', { ascending: false })
        .limit(limit)
        .retry(false)
        .abortSignal(signal);
      if (error) throw new SupabaseReadError('reading the feed', error);
      return (data as unknown as (Omit<FeedItem, 'category'> & { category: Row['category'] })[]).map((row) => ({
        ...row,
        category: Array.isArray(row.category) ? (row.category[0] ?? null) : (row.category ?? null),
      }));
    },
  };
}
