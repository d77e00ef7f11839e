import { parse, YAMLParseError } from 'yaml';
import { z } from 'zod';
import type { BlogPost } from '../../shared/blog.js';

/**
 * Splits a post file into its front matter (YAML between two `---` lines at the top) and its content.
 * Every value is read as text (YAML's failsafe schema), so a bare date or number stays as written;
 * an empty value, `null` or `~` means none.
 */
export function splitFrontMatter(source: string): { fields: Record<string, unknown>; body: string } {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = text.match(/^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)/);
  if (!match) throw new Error('missing front matter (a block between two --- lines at the top)');
  let parsed: unknown;
  try {
    parsed = parse(match[1]!, { schema: 'failsafe' });
  } catch (err) {
    if (!(err instanceof YAMLParseError)) throw err;
    const line = err.linePos?.[0].line;
    const [first = ''] = err.message.split('\n');
    const reason = first.replace(/ at line \d+, column \d+:?$/, '');
    throw new Error(`front matter${line ? ` line ${line}` : ''} is not "key: value": ${reason}`);
  }
  if (parsed !== null && (typeof parsed !== 'object' || Array.isArray(parsed))) {
    throw new Error('front matter is not "key: value" lines');
  }
  const fields = Object.fromEntries(
    Object.entries(parsed ?? {}).map(([key, value]) => [
      key,
      value === '' || value === 'null' || value === '~' ? null : value,
    ]),
  );
  return { fields, body: text.slice(match[0].length).replace(/^\n+/, '').replace(/\s+$/, '') };
}

const text = z.string().trim().min(1);
const optional = z
  .string()
  .trim()
  .min(1)
  .nullable()
  .optional()
  .transform((v) => v ?? null);

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
