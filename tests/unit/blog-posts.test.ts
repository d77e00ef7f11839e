import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parsePostFile, splitFrontMatter } from '../../server/blog/front-matter.js';
import { embeddedSource, loadPostFiles } from '../../server/blog/embedded-source.js';
import { defaultContentDir } from '../../server/blog/index.js';
import { rootDir } from '../../server/paths.js';
import {
  listPath,
  parsePageParam,
  postLang,
  postPath,
  safeImageUrl,
  sidebarPosts,
  type BlogPostSummary,
} from '../../shared/blog.js';
import { localeInfo } from '../../shared/locale.js';

const file = (fields: string, body = 'Body text.') => `---\n${fields}\n---\n${body}\n`;
const base = 'title: "A: post"\nslug: a-post\npublished_at: 2026-01-05T09:00:00-05:00\nstatus: published';
const signal = new AbortController().signal;

describe('post files', () => {
  it('reads bare numbers and dates as the text written', () => {
    const { fields } = splitFrontMatter(file(`${base}\nid: 0042\nmeta_title: 1.10`));
    expect(fields).toMatchObject({ id: '0042', meta_title: '1.10', published_at: '2026-01-05T09:00:00-05:00' });
  });

  it('parses front matter with bare, quoted and empty values', () => {
    const { fields, body } = splitFrontMatter(
      file(`${base}\nexcerpt: 'It''s short'\nmeta_title:\nmeta_description: null`, '\n## Heading\nText'),
    );
    expect(fields).toMatchObject({
      title: 'A: post',
      slug: 'a-post',
      excerpt: "It's short",
      meta_title: null,
      meta_description: null,
    });
    expect(body).toBe('## Heading\nText');
  });

  it('turns a file into a blog_posts row with its category', () => {
    const post = parsePostFile(
      file(`${base}\ncategory: Wellness Tips\ncategory_slug: wellness-tips\nfeatured_image: /images/blog/x.webp`),
    );
    expect(post).toEqual({
      id: 'a-post',
      title: 'A: post',
      slug: 'a-post',
      excerpt: null,
      featured_image: '/images/blog/x.webp',
      published_at: '2026-01-05T09:00:00-05:00',
      status: 'published',
      content: 'Body text.',
      meta_title: null,
      meta_description: null,
      category: { name: 'Wellness Tips', slug: 'wellness-tips' },
    });
  });

  it.each([
    ['no front matter', 'just text', /missing front matter/],
    ['a bad slug', file(base.replace('a-post', 'A Post')), /^slug:/],
    ['a bad date', file(base.replace('2026-01-05T09:00:00-05:00', 'soon')), /^published_at:/],
    ['an unknown status', file(base.replace('status: published', 'status: live')), /^status:/],
    ['a missing title', file(base.replace('title: "A: post"\n', '')), /^title:/],
    ['a category without its slug', file(`${base}\ncategory: Wellness`), /category and category_slug/],
    ['a malformed line', file(`${base}\nnot a field`), /line 5 is not "key: value"/],
    ['a field given twice', file(`${base}\ntitle: Again`), /line 5 is not "key: value": Map keys must be unique/],
    ['an unclosed quote', file(`${base}\nexcerpt: "Half`), /line 5 is not "key: value": Missing closing "quote/],
    ['a list instead of fields', file('- title\n- slug'), /not "key: value" lines/],
    ['a list as a value', file(`${base}\nexcerpt: [a, b]`), /^excerpt:/],
  ])('rejects %s with a message naming the problem', (_name, source, message) => {
    expect(() => parsePostFile(source)).toThrow(message);
  });

  it('loads a folder, skipping (and reporting) files that do not parse or reuse a slug', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'blog-posts-'));
    writeFileSync(path.join(dir, 'a.md'), file(base));
    writeFileSync(path.join(dir, 'b.md'), file(base));
    writeFileSync(path.join(dir, 'c.md'), 'no front matter');
    writeFileSync(path.join(dir, 'notes.txt'), 'ignored');
    const { posts, problems } = loadPostFiles(dir);
    expect(posts.map((p) => p.slug)).toEqual(['a-post']);
    expect(problems.map((p) => p.file)).toEqual(['b.md', 'c.md']);
  });
});

describe('the posts shipped in content/blog', () => {
  const { posts, problems } = loadPostFiles(defaultContentDir);

  it('has at least 6 valid published posts in one or two categories, each with its image', () => {
    expect(problems).toEqual([]);
    const published = posts.filter((p) => p.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(6);
    const categories = new Set(published.map((p) => p.category?.slug));
    expect(categories.size).toBeGreaterThanOrEqual(1);
    expect(categories.size).toBeLessThanOrEqual(2);
    for (const post of published) {
      expect(post.excerpt?.length, post.slug).toBeGreaterThan(40);
      expect(post.content.length, post.slug).toBeGreaterThan(1200);
      expect(post.content).toMatch(/^## /m);
      expect(post.featured_image).toMatch(/^\/images\/blog\/[\w-]+\.webp$/);
      expect(existsSync(path.join(rootDir, 'public', post.featured_image!)), post.featured_image!).toBe(true);
      // Content is data: no HTML in the shipped posts, and no cure claims.
      expect(post.content).not.toMatch(/<[a-z]/i);
      expect(post.content).not.toMatch(/\bcures?\b|\bguarantee/i);
    }
  });
});

describe('embedded source', () => {
  const row = (slug: string, published_at: string, status = 'published') =>
    parsePostFile(file(`title: ${slug}\nslug: ${slug}\npublished_at: ${published_at}\nstatus: ${status}`));
  const source = embeddedSource([
    row('older', '2026-01-01T09:00:00Z'),
    row('draft', '2026-06-01T09:00:00Z', 'draft'),
    row('newest', '2026-03-01T09:00:00Z'),
    row('middle', '2026-02-01T09:00:00-05:00'),
  ]);

  it('answers the same reads as Supabase: published only, newest first', async () => {
    const list = await source.listPosts({ offset: 0, limit: 12 }, signal);
    expect(list.posts.map((p) => p.slug)).toEqual(['newest', 'middle', 'older']);
    expect(list.total).toBe(3);
    expect((await source.listPosts({ offset: 1, limit: 1 }, signal)).posts.map((p) => p.slug)).toEqual(['middle']);
    expect((await source.recentPosts(2, signal)).map((p) => p.slug)).toEqual(['newest', 'middle']);
    expect((await source.getPost('middle', signal))?.slug).toBe('middle');
    expect(await source.getPost('draft', signal)).toBeNull();
    expect((await source.postIndex(signal)).map((p) => p.slug)).toEqual(['newest', 'middle', 'older']);
    expect((await source.feedPosts(20, signal)).map((p) => p.slug)).toEqual(['newest', 'middle', 'older']);
  });
});

describe('blog rules', () => {
  it('parses ?page= strictly', () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('')).toBe(1);
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam('0')).toBeNull();
    expect(parsePageParam('-1')).toBeNull();
    expect(parsePageParam('2.5')).toBeNull();
    expect(parsePageParam('abc')).toBeNull();
    expect(parsePageParam('99999999999')).toBeNull();
  });

  it('shows up to 4 recent posts in the sidebar, leaving out the current one', () => {
    const recent = ['a', 'b', 'c', 'd', 'e'].map((slug) => ({ slug }) as BlogPostSummary);
    expect(sidebarPosts(recent, 'c').map((p) => p.slug)).toEqual(['a', 'b', 'd', 'e']);
    expect(sidebarPosts(recent, 'zzz').map((p) => p.slug)).toEqual(['a', 'b', 'c', 'd']);
  });

  it("gives a post's and a list page's address in the page's language, English unless told", () => {
    expect(postPath('first-visit')).toBe('/blog/first-visit');
    expect(postPath('first-visit', 'en')).toBe('/blog/first-visit');
    expect(postPath('first-visit', 'es')).toBe('/es/blog/first-visit');
    expect(postPath('a b', 'es')).toBe('/es/blog/a%20b');
    expect([listPath(1), listPath(0), listPath(2)]).toEqual(['/blog', '/blog', '/blog?page=2']);
    expect([listPath(1, 'en'), listPath(2, 'en')]).toEqual(['/blog', '/blog?page=2']);
    expect([listPath(1, 'es'), listPath(2, 'es')]).toEqual(['/es/blog', '/es/blog?page=2']);
  });

  it("marks a post's own text as English only on a page in another language", () => {
    expect(postLang('en')).toBeUndefined();
    expect(postLang('es')).toBe(localeInfo.en.htmlLang);
  });

  it('keeps only http(s) or same-site featured images', () => {
    expect(safeImageUrl('/images/blog/a.webp')).toBe('/images/blog/a.webp');
    expect(safeImageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
    expect(safeImageUrl('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
    expect(safeImageUrl('//evil.example/a.jpg')).toBeNull();
    expect(safeImageUrl(null)).toBeNull();
  });
});
