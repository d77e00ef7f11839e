import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Logger } from '../logger.js';
import { rootDir } from '../paths.js';
import { embeddedSource, loadPostFiles } from './embedded-source.js';
import { supabaseSource } from './supabase-source.js';
import { createBlogService } from './service.js';
import type { BlogService } from './types.js';

export const defaultContentDir = path.join(rootDir, 'content', 'blog');

export type BlogDeps = {
  /** The Supabase client (SUPABASE_URL set): the posts come from its blog_posts table. */
  supabase: SupabaseClient | null;
  /** How long read data counts as fresh (BLOG_CACHE_TTL_SECONDS). */
  ttlSeconds: number;
  logger: Logger;
  contentDir?: string;
};

/** Supabase when it is configured, otherwise the posts shipped in content/blog. */
export function createBlog({ supabase, ttlSeconds, logger, contentDir = defaultContentDir }: BlogDeps): BlogService {
  if (supabase) return createBlogService({ source: supabaseSource(supabase), ttlSeconds, logger });
  const { posts, problems } = loadPostFiles(contentDir);
  for (const problem of problems) logger.warn(problem, 'skipped a blog post file');
  return createBlogService({ source: embeddedSource(posts), ttlSeconds, logger });
}
