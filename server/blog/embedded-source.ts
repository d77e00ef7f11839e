import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PUBLISHED, type BlogPost } from '../../shared/blog.js';
import type { BlogSource } from './types.js';
import { parsePostFile } from './front-matter.js';

/** Reads every content/blog/*.md file; a file that does not parse is reported, not fatal. */
export function loadPostFiles(dir: string): { posts: BlogPost[]; problems: { file: string; error: string }[] } {
  const posts: BlogPost[] = [];
  const problems: { file: string; error: string }[] = [];
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.md'))
      .sort();
  } catch (err) {
    problems.push({ file: dir, error: (err as Error).message });
  }
  const seen = new Set<string>();
  for (const file of files) {
    try {
      const post = parsePostFile(readFileSync(path.join(dir, file), 'utf8'));
      if (seen.has(post.slug)) throw new Error(`slug ${post.slug} is used by another file`);
      seen.add(post.slug);
      posts.push(post);
    } catch (err) {
      problems.push({ file, error: (err as Error).message });
    }
  }
  return { posts, problems };
}

/** The posts shipped with the project, answering the same reads as Supabase (published only, newest first). */
export function embeddedSource(all: BlogPost[]): BlogSource {
  const published = all
    .filter((p) => p.status === PUBLISHED)
    .sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at));
  const bySlug = new Map(published.map((p) => [p.slug, p]));

  return {
    kind: 'embedded',
    listPosts: async ({ offset, limit }) => ({
      posts: published.slice(offset, offset + limit),
      total: published.length,
    }),
    recentPosts: async (limit) => published.slice(0, limit),
    getPost: async (slug) => bySlug.get(slug) ?? null,
    postIndex: async () => published.map((p) => ({ slug: p.slug, published_at: p.published_at })),
    feedPosts: async (limit) =>
      published.slice(0, limit).map(({ id, title, slug, excerpt, published_at, category }) => ({
        id,
        title,
        slug,
        excerpt,
        published_at,
        category,
      })),
  };
}
