import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { blogFromConfig, buildTestApp, memoryLogger, testConfig } from '../helpers/app.js';
import { defaultContentDir } from '../../server/blog/index.js';
import { loadPostFiles } from '../../server/blog/embedded-source.js';

const shipped = loadPostFiles(defaultContentDir)
  .posts.filter((p) => p.status === 'published')
  .sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at));

describe('blog with no Supabase configured: the embedded posts', () => {
  const { app } = buildTestApp();

  it('reports the embedded source and lists the shipped posts, newest first', async () => {
    expect((await request(app).get('/readyz').expect(200)).body.contentSource).toBe('embedded');
    const res = await request(app).get('/blog').expect(200);
    const slugs = [...res.text.matchAll(/<h2 class="[^"]*"><a [^>]*href="\/blog\/([\w-]+)"/g)].map((m) => m[1]);
    expect(slugs).toEqual(shipped.map((p) => p.slug));
    expect(slugs.length).toBeGreaterThanOrEqual(6);
    expect(res.text).not.toContain('No blog posts found.');
  });

  it.each(shipped.map((p) => [p.slug, p] as const))(
    '/blog/%s renders the post with its own title and description',
    async (slug, post) => {
      const res = await request(app).get(`/blog/${slug}`).expect(200);
      const title = post.meta_title ?? `${post.title} | Palm Harbor Chiropractic`;
      const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
      expect(res.text).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
      expect(res.text).toContain(
        `<meta name="description" content="${escape(post.meta_description ?? post.excerpt!)}"/>`,
      );
      expect(res.text.match(/<title>/g)).toHaveLength(1);
      expect(res.text).toContain('"@type":"BlogPosting"');
      expect(res.text).toContain(`<img src="${post.featured_image}"`);
      expect(res.text).toContain('Recent Posts');
    },
  );

  it('serves the featured images', async () => {
    await request(app).get(shipped[0]!.featured_image!).expect(200).expect('Content-Type', 'image/webp');
  });

  it('lists the posts in the sitemap and the feed', async () => {
    const sitemap = await request(app).get('/sitemap.xml').expect(200);
    for (const post of shipped)
      expect(sitemap.text).toContain(`<loc>http://localhost:3000/blog/${post.slug}</loc><lastmod>`);
    const feed = await request(app).get('/rss.xml').expect(200);
    expect(feed.text.match(/<item>/g)).toHaveLength(Math.min(shipped.length, 20));
  });

  it('answers 404 for a slug that is not shipped', async () => {
    const res = await request(app).get('/blog/not-a-shipped-post').expect(404);
    expect(res.text).toContain('Post Not Found');
  });
});

describe('choosing the source', () => {
  it('reads Supabase only when BLOG_SOURCE=supabase: the pair set for the forms leaves the shipped posts', () => {
    const { logger } = memoryLogger();
    const pair = {
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.sig',
    };
    for (const [env, source] of [
      [{}, 'embedded'],
      [pair, 'embedded'],
      [{ ...pair, BLOG_SOURCE: 'supabase' }, 'supabase'],
    ] as const) {
      const blog = blogFromConfig(testConfig(env), logger);
      expect(blog.source, JSON.stringify(env)).toBe(source);
      blog.close();
    }
    expect(() => testConfig({ BLOG_SOURCE: 'supabase' })).toThrow(
      'Invalid configuration: BLOG_SOURCE=supabase needs SUPABASE_URL and SUPABASE_ANON_KEY',
    );
  });
});
