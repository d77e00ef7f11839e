import { z } from 'zod';
import type { BlogPost } from '../../shared/blog.js';

/**
 * Parses a post file: a front matter block of `key: value` lines between two `---` lines, then the
 * content. Values may be bare, or quoted ("…" with JSON escapes, '…' verbatim); an empty value is null.
 * This is deliberately a small subset of YAML: the fields are flat strings.
 */
export function splitFrontMatter(source: string): { fields: Record<string, string | null>; body: string } {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = text.match(/^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)/);
  if (!match) throw new Error('missing front matter (a block between two --- lines at the top)');
  const fields: Record<string, string | null> = {};
  match[1]!.split('\n').forEach((line, i) => {
    if (!line.trim() || line.trimStart().startsWith('#')) return;
    const kv = line.match(/^([a-z_]+):[ \t]*(.*)$/);
    if (!kv) throw new Error(`front matter line ${i + 1} is not "key: value"`);
    fields[kv[1]!] = parseValue(kv[2]!.trim(), i + 1);
  });
  return { fields, body: text.slice(match[0].length).replace(/^\n+/, '').replace(/\s+$/, '') };
}

function parseValue(raw: string, line: number): string | null {
  if (raw === '' || raw === 'null' || raw === '~') return null;
  if (raw.startsWith('"')) {
    try {
      return JSON.parse(raw) as string;
    } catch {
      throw new Error(`front matter line ${line}: bad double-quoted string`);
    }
  }
  if (raw.startsWith("'")) {
    if (!raw.endsWith("'") || raw.length < 2) throw new Error(`front matter line ${line}: unclosed single quote`);
    return raw.slice(1, -1).replace(/''/g, "'");
  }
  return raw;
}

const text = z.string().trim().min(1);
const optional = z.string().trim().min(1).nullable().optional().transform((v) => v ?? null);

const postFields = z.object({
  id: optional,
  title: text,
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
  excerpt: optional,
  featured_image: optional,
  published_at: text.refine((v) => !Number.isNaN(Date.parse(v)), 'must be a date such as 2026-01-05T09:00:00-05:00'),
  status: z.enum(['published', 'draft', 'archived']),
  meta_title: optional,
  meta_description: optional,
  category: optional,
  category_slug: optional,
});

/** One post file as a blog_posts row (with its category joined), or an error naming the bad field. */
export function parsePostFile(source: string): BlogPost {
  const { fields, body } = splitFrontMatter(source);
  const parsed = postFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${String(issue.path[0] ?? 'front matter')}: ${issue.message}`);
  }
  const f = parsed.data;
  if (Boolean(f.category) !== Boolean(f.category_slug)) throw new Error('category and category_slug go together');
  return {
    id: f.id ?? f.slug,
    title: f.title,
    slug: f.slug,
    excerpt: f.excerpt,
    featured_image: f.featured_image,
    published_at: f.published_at,
    status: f.status,
    content: body,
    meta_title: f.meta_title,
    meta_description: f.meta_description,
    category: f.category && f.category_slug ? { name: f.category, slug: f.category_slug } : null,
  };
}
