import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { blogFromConfig, buildTestApp, memoryLogger, testConfig } from '../helpers/app.js';
import { defaultContentDir } from '../../server/blog/index.js';
import { loadPostFiles } from '../../server/blog/embedded-source.js';
import { uiTexts } from '../../client/texts/ui.js';
import { localeInfo } from '../../shared/locale.js';

const words = uiTexts.en.blog;

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
    expect(res.text).not.toContain(words.list.empty);
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
      expect(res.text).toContain(words.sidebar.recent);
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
    expect(res.text).toContain(words.notFound.title);
  });
});

describe('the Spanish blog: its words in Spanish, the posts in English', () => {
  const { app } = buildTestApp();
  const es = uiTexts.es.blog;
  const postLang = `lang="${localeInfo.en.htmlLang}"`;
  const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
  const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const links = (html: string) => [...main(html).matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!);
  /** The English words of the blog's frame (functions left out). */
  const englishWords = (texts: object): string[] =>
    Object.values(texts).flatMap((v) => (typeof v === 'string' ? [v] : typeof v === 'object' ? englishWords(v) : []));

  it('/es/blog lists the posts with Spanish words and dates, each card to its Spanish address, its text marked English', async () => {
    const res = await request(app).get('/es/blog').expect(200);
    const html = main(res.text);
    expect(html).toContain(inHtml(es.list.title));
    expect(html).toContain(es.rss);
    const slugs = [...html.matchAll(/<h2 class="[^"]*" lang="en-US"><a [^>]*href="\/es\/blog\/([\w-]+)"/g)].map(
      (m) => m[1],
    );
    expect(slugs).toEqual(shipped.map((p) => p.slug));
    expect(html).toContain(`<p class="mt-2 text-muted" ${postLang}>${inHtml(shipped[0]!.excerpt!)}</p>`);
    expect(html).toMatch(/<time [^>]*>\d{1,2} de [a-z]+ de \d{4}<\/time>/);
    expect(links(res.text).filter((href) => href !== '/rss.xml' && !href.startsWith('/es/'))).toEqual([]);
    expect(res.text).toContain('<link rel="canonical" href="http://localhost:3000/es/blog"/>');
  });

  it('/es/blog/<slug> shows the post in English inside a Spanish page, every link to a Spanish page', async () => {
    const post = shipped[0]!;
    const res = await request(app).get(`/es/blog/${post.slug}`).expect(200);
    const html = main(res.text);
    expect(html).toMatch(new RegExp(`<h1 [^>]*${postLang}>${inHtml(post.title)}</h1>`));
    expect(html).toMatch(new RegExp(`<div [^>]*${postLang} data-post-content="">`));
    for (const text of [es.post.back, es.post.ctaTitle, es.post.schedule, es.sidebar.recent, es.sidebar.services])
      expect(html).toContain(inHtml(text));
    expect(html).toContain(es.sidebar.specialTitle);
    expect(links(res.text).filter((href) => href !== '/rss.xml' && !href.startsWith('/es/'))).toEqual([]);
    expect(links(res.text)).toEqual(expect.arrayContaining(['/es/blog', '/es/special', '/es/services']));
    expect(res.text).toContain(`<link rel="canonical" href="http://localhost:3000/es/blog/${post.slug}"/>`);
  });

  it('leaves none of the English words of the blog on its Spanish pages', async () => {
    const english = englishWords(uiTexts.en.blog).filter((text) => !englishWords(es).includes(text));
    for (const path of ['/es/blog', `/es/blog/${shipped[0]!.slug}`, '/es/blog/not-a-shipped-post']) {
      const html = (await request(app).get(path)).text;
      for (const text of english) expect(html, `${path}: ${text}`).not.toContain(inHtml(text));
    }
  });

  it('answers an unknown post, and a list page past the end, in Spanish (404), back to the Spanish list', async () => {
    const post = await request(app).get('/es/blog/not-a-shipped-post').expect(404);
    expect(post.text).toContain(`${es.notFound.title}</h1>`);
    expect(post.text).toContain(`<title>${es.notFound.title} | Palm Harbor Chiropractic</title>`);
    expect(post.text).toMatch(new RegExp(`<a [^>]*href="/es/blog"[^>]*>${es.notFound.back}</a>`));
    // Without the page cache: its key knows the page number of /blog only, so it would answer with /es/blog.
    const uncached = buildTestApp({ pageCache: false }).app;
    const list = await request(uncached).get(`/es/blog?page=${shipped.length}`).expect(404);
    expect(list.text).toContain(es.list.empty);
    expect(list.text).toMatch(new RegExp(`<a [^>]*href="/es/blog"[^>]*>${es.list.latest}</a>`));
  });

  it("marks nothing on the English pages: they are in the posts' language", async () => {
    for (const path of ['/blog', `/blog/${shipped[0]!.slug}`]) {
      const html = main((await request(app).get(path).expect(200)).text);
      expect(html, path).not.toMatch(/\slang=|hreflang=/i);
    }
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
