import path from 'node:path';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { rootDir } from '../paths.js';
import { embeddedSource, loadPostFiles } from './embedded-source.js';
import { createSupabaseClient, supabaseSource } from './supabase-source.js';
import { createBlogService } from './service.js';
import type { BlogService } from './types.js';

export const defaultContentDir = path.join(rootDir, 'content', 'blog');

/** Supabase when it is configured, otherwise the posts shipped in content/blog. */
export function createBlogFromConfig(
  config: Pick<Config, 'supabase' | 'blogCacheTtlSeconds'>,
  logger: Logger,
  { contentDir = defaultContentDir }: { contentDir?: string } = {},
): BlogService {
  if (config.supabase) {
    const client = createSupabaseClient(config.supabase.url, config.supabase.anonKey);
    return createBlogService({ source: supabaseSource(client), ttlSeconds: config.blogCacheTtlSeconds, logger });
  }
  const { posts, problems } = loadPostFiles(contentDir);
  for (const problem of problems) logger.warn(problem, 'skipped a blog post file');
  return createBlogService({ source: embeddedSource(posts), ttlSeconds: config.blogCacheTtlSeconds, logger });
}
