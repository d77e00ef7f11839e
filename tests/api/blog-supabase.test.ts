import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { buildTestApp } from '../helpers/app.js';
import { eventually } from '../helpers/patience.js';
import { startSupabaseStandIn, type RecordedRequest, type StandIn } from '../../tools/supabase-standin.js';
import { blogTables, hostileRow, publishedRow } from '../fixtures/blog-rows.js';
import { supabaseBlog } from '../fixtures/supabase-blog.js';
import { uiTexts } from '../../client/texts/ui.js';

const LIST_SELECT =
  'id,title,slug,excerpt,featured_image,published_at,status,content,meta_title,meta_description,category:blog_categories(name,slug)';

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startSupabaseStandIn({ tables: blogTables(14) });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.reset();
  Object.assign(standIn.tables, blogTables(14));
});

/** The real app around a Supabase source pointed at the stand-in, with a clock the test moves. */
function setup({ ttlSeconds = 60, timeoutMs }: { ttlSeconds?: number; timeoutMs?: number } = {}) {
  const { blog, clock, blogLogs, env } = supabaseBlog(standIn, { ttlSeconds, timeoutMs });
  const { app } = buildTestApp({ blog, env });
  return { app, blog, clock, blogLogs };
}

const words = uiTexts.en.blog;
/** A text as React writes it in HTML. */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

const restReads = () => standIn.requests.filter((r) => r.path === '/rest/v1/blog_posts');
const params = (r: RecordedRequest) => Object.fromEntries(r.query);
const cardTitles = (html: string) =>
  [...html.matchAll(/<h2 class="[^"]*"><a [^>]*href="\/blog\/([\w-]+)"/g)].map((m) => m[1]);

function expectAuthHeaders(r: RecordedRequest) {
  expect(r.method).toBe('GET');
  expect(r.headers.apikey).toBe(standIn.anonKey);
  expect(r.headers.authorization).toBe(`Bearer ${standIn.anonKey}`);
}

describe('blog with Supabase: the exact REST requests', () => {
  it('/blog sends the list query: post fields plus the category, published only, newest first, one page', async () => {
    const { app } = setup();
    const res = await request(app).get('/blog').expect(200);
    const reads = restReads();
    expect(reads).toHaveLength(1);
    expectAuthHeaders(reads[0]!);
    expect(params(reads[0]!)).toEqual({
      select: LIST_SELECT,
      status: 'eq.published',
      order: 'published_at.desc',
      offset: '0',
      limit: '12',
    });
    expect(reads[0]!.headers.prefer).toContain('count=exact');
    expect(cardTitles(res.text)).toEqual(Array.from({ length: 12 }, (_, i) => `spine-health-tip-${14 - i}`));
  });

  it('/blog/{slug} sends the single query and the sidebar query (limit 5), after the index of slugs', async () => {
    const { app } = setup();
    await request(app).get('/blog/spine-health-tip-3').expect(200);
    const reads = restReads();
    expect(reads).toHaveLength(3);
    reads.forEach(expectAuthHeaders);
    expect(reads.filter((r) => r.query.get('select') === 'slug,published_at')).toHaveLength(1);
    const single = reads.find((r) => r.query.has('slug'))!;
    expect(params(single)).toEqual({ select: LIST_SELECT, slug: 'eq.spine-health-tip-3', status: 'eq.published' });
    const sidebar = reads.find((r) => r.query.get('limit') === '5')!;
    expect(params(sidebar)).toEqual({
      select: LIST_SELECT,
      status: 'eq.published',
      order: 'published_at.desc',
      limit: '5',
    });
  });

  it('/sitemap.xml reads slugs and dates only (no content), and /rss.xml the latest 20 without content', async () => {
    const { app } = setup();
    await request(app).get('/sitemap.xml').expect(200);
    await request(app).get('/rss.xml').expect(200);
    const [index, feed] = restReads();
    expectAuthHeaders(index!);
    expect(params(index!)).toEqual({
      select: 'slug,published_at',
      status: 'eq.published',
      order: 'published_at.desc',
      offset: '0',
      limit: '1000',
    });
    expectAuthHeaders(feed!);
    expect(params(feed!)).toEqual({
      select: 'id,title,slug,excerpt,published_at,category:blog_categories(name,slug)',
      status: 'eq.published',
      order: 'published_at.desc',
      limit: '20',
    });
  });

  it('answers repeated and concurrent reads from the cache: one upstream call per query', async () => {
    const { app } = setup();
    standIn.delayMs = 100;
    const pages = await Promise.all(Array.from({ length: 10 }, () => request(app).get('/blog')));
    pages.forEach((p) => expect(p.status).toBe(200));
    await request(app).get('/blog?page=1').expect(200);
    expect(restReads()).toHaveLength(1);
  });
});

describe('blog with Supabase: pages', () => {
  it('renders cards with image, category, title, excerpt and the long US date', async () => {
    const { app } = setup();
    const res = await request(app).get('/blog').expect(200);
    expect(res.text).toContain('<title>Blog | Palm Harbor Chiropractic</title>');
    expect(res.text).toContain('src="https://images.example.com/tips/14.jpg"');
    expect(res.text).toContain('>Spine Health Tip Number 14</a>');
    expect(res.text).toContain('A short, practical idea for a healthier back, number 14.');
    expect(res.text).toContain('Wellness Tips');
    expect(res.text).toContain('Chiropractic Care');
    // Post 14 is dated January 15, 2026.
    expect(res.text).toMatch(/<time dateTime="2026-01-15T14:00:00.000Z">January 15, 2026<\/time>/);
    // Cards carry no content: the page stays small.
    expect(res.text).not.toContain('Tip 14 explained');
    expect(res.text).toContain('href="/rss.xml"');
  });

  it('pages the list by 12 with previous and next links; a page past the end is 404', async () => {
    const { app } = setup();
    const first = await request(app).get('/blog').expect(200);
    expect(first.text).toMatch(
      /<a [^>]*rel="next"[^>]*href="\/blog\?page=2"|<a [^>]*href="\/blog\?page=2"[^>]*rel="next"/,
    );
    expect(first.text).not.toContain('rel="prev"');
    const second = await request(app).get('/blog?page=2').expect(200);
    expect(cardTitles(second.text)).toEqual(['spine-health-tip-2', 'spine-health-tip-1']);
    expect(second.text).toContain('<title>Blog, Page 2 | Palm Harbor Chiropractic</title>');
    expect(second.text).toContain('<link rel="canonical" href="http://localhost:3000/blog?page=2"/>');
    expect(second.text).toMatch(/rel="prev"[^>]*href="\/blog"|href="\/blog"[^>]*rel="prev"/);
    expect(second.text).toContain(words.pagination.status(2, 2));
    expect(params(restReads().at(-1)!)).toMatchObject({ offset: '12', limit: '12' });
    await request(app).get('/blog?page=3').expect(404);
    await request(app).get('/blog?page=abc').expect(404);
    // Past the end nothing more is asked upstream.
    expect(restReads()).toHaveLength(2);
  });

  it('pages the Spanish list between Spanish addresses, in Spanish words', async () => {
    const es = uiTexts.es.blog;
    // Without the page cache: its key knows the page number of /blog only, so it would answer with /es/blog.
    const { blog, env } = supabaseBlog(standIn, { ttlSeconds: 60 });
    const { app } = buildTestApp({ blog, env, pageCache: false });
    const first = await request(app).get('/es/blog').expect(200);
    expect(first.text).toMatch(
      /<a [^>]*rel="next"[^>]*href="\/es\/blog\?page=2"|<a [^>]*href="\/es\/blog\?page=2"[^>]*rel="next"/,
    );
    expect(first.text).toContain(`aria-label="${es.pagination.label}"`);
    expect(first.text).toContain(es.pagination.next);
    expect(first.text).toContain(es.pagination.status(1, 2));
    const second = await request(app).get('/es/blog?page=2').expect(200);
    expect([...second.text.matchAll(/<a [^>]*href="\/es\/blog\/([\w-]+)"/g)].map((m) => m[1])).toEqual([
      'spine-health-tip-2',
      'spine-health-tip-1',
    ]);
    expect(second.text).toContain(`<title>${uiTexts.es.meta.blogPageTitle(2)}</title>`);
    expect(second.text).toContain('<link rel="canonical" href="http://localhost:3000/es/blog?page=2"/>');
    expect(second.text).toMatch(/rel="prev"[^>]*href="\/es\/blog"|href="\/es\/blog"[^>]*rel="prev"/);
    expect(second.text).toContain(es.pagination.previous);
    expect(second.text).toContain(es.pagination.status(2, 2));
    await request(app).get('/es/blog?page=3').expect(404);
  });

  it('renders a post: title, meta fallbacks, image, date, category, content, sidebar and BlogPosting JSON-LD', async () => {
    standIn.tables.blog_posts!.push(
      publishedRow(20, {
        slug: 'with-meta',
        title: 'Plain Title',
        meta_title: 'Custom Meta Title',
        meta_description: 'Custom meta description text.',
      }),
    );
    const { app } = setup();
    const res = await request(app).get('/blog/spine-health-tip-3').expect(200);
    const html = res.text;
    expect(html).toContain('<title>Spine Health Tip Number 3 | Palm Harbor Chiropractic</title>');
    expect(html).toContain(
      '<meta name="description" content="A short, practical idea for a healthier back, number 3."/>',
    );
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/blog/spine-health-tip-3"/>');
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta property="og:image" content="https://images.example.com/tips/3.jpg"/>');
    expect(html).toMatch(/<h1[^>]*>Spine Health Tip Number 3<\/h1>/);
    expect(html).toContain('>January 4, 2026</time>');
    expect(html).toMatch(
      /<h2>Why it matters<\/h2><p>Tip 3 explained with <strong>care<\/strong>.<\/p><p>Second paragraph.<\/p>/,
    );

    // Sidebar: 5 fetched, the 4 newest other posts shown with short dates; the service links; /special.
    const sidebar = html.slice(html.indexOf(words.sidebar.recent));
    const recent = [...sidebar.matchAll(/href="\/blog\/([\w-]+)"/g)].map((m) => m[1]).slice(0, 4);
    expect(recent).toEqual(['with-meta', 'spine-health-tip-14', 'spine-health-tip-13', 'spine-health-tip-12']);
    expect(sidebar).toContain('>Jan 15, 2026</time>');
    expect(sidebar).toContain('href="/services/head-neck"');
    expect(sidebar).toContain('href="/services/car-accident"');
    expect(sidebar).toContain('href="/special"');

    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .find((item) => item['@type'] === 'BlogPosting');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Spine Health Tip Number 3',
      datePublished: '2026-01-04T14:00:00.000Z',
      image: ['https://images.example.com/tips/3.jpg'],
      url: 'http://localhost:3000/blog/spine-health-tip-3',
      articleSection: 'Chiropractic Care',
      publisher: { '@type': 'Organization', name: 'Palm Harbor Chiropractic' },
    });

    const meta = await request(app).get('/blog/with-meta').expect(200);
    expect(meta.text).toContain('<title>Custom Meta Title</title>');
    expect(meta.text).toContain('<meta name="description" content="Custom meta description text."/>');
    // The current post is left out of its own sidebar.
    const metaSidebar = meta.text.slice(meta.text.indexOf(words.sidebar.recent));
    expect([...metaSidebar.matchAll(/href="\/blog\/([\w-]+)"/g)].map((m) => m[1]).slice(0, 4)).toEqual([
      'spine-health-tip-14',
      'spine-health-tip-13',
      'spine-health-tip-12',
      'spine-health-tip-11',
    ]);
  });

  it('answers 404 with the Post Not Found screen for a missing slug', async () => {
    const { app } = setup();
    const res = await request(app).get('/blog/no-such-post').expect(404);
    expect(res.text).toContain(`${words.notFound.title}</h1>`);
    expect(res.text).toContain(inHtml(words.notFound.text));
    expect(res.text).toMatch(new RegExp(`<a [^>]*href="/blog"[^>]*>${words.notFound.back}</a>`));
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow"/>');
    // Neither a slug the index lacks nor one that cannot exist is asked for on its own.
    await request(app).get('/blog/%3Cscript%3E').expect(404);
    expect(restReads().filter((r) => r.query.has('slug'))).toHaveLength(0);
  });

  it('answers made-up slugs from the index: no read of their own, and one kept page for all', async () => {
    const { app, blog, clock } = setup();
    const published = standIn.tables.blog_posts!.find((row) => row.status === 'published')!.slug as string;
    // Nothing is known before the index is read.
    expect(blog.isMissingPost('made-up-0')).toBe(false);
    const first = await request(app).get('/blog/made-up-0').expect(404);
    expect([blog.isMissingPost('made-up-1'), blog.isMissingPost(published)]).toEqual([true, false]);
    for (let i = 1; i <= 20; i++) {
      const res = await request(app).get(`/blog/made-up-${i}`).expect(404);
      expect(res.headers.etag).toBe(first.headers.etag);
    }
    expect(restReads().filter((r) => r.query.has('slug'))).toEqual([]);
    // Once the index is stale, the test says it cannot tell until the next read.
    clock.now += 61_000;
    expect(blog.isMissingPost('made-up-1')).toBe(false);
  });

  it('renders a hostile post as inert text, with no unsafe image URL', async () => {
    standIn.tables.blog_posts!.push(hostileRow);
    const { app } = setup();
    const res = await request(app).get('/blog/hostile-post').expect(200);
    const body = res.text.slice(res.text.indexOf('<main'), res.text.indexOf('</main>'));
    // Rendered in place, complete: no streamed-later boundary (which would need an inline script).
    expect(res.text).not.toContain('<template');
    // The page's and the post's structured data, then the site's one module.
    expect([...res.text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!.match(/type="([^"]+)"/)?.[1])).toEqual([
      'application/ld+json',
      'application/ld+json',
      'module',
    ]);
    expect(body).not.toMatch(/<script(?! type="application\/ld\+json")/);
    expect(body).not.toMatch(/<(img|svg|iframe|a|div|style|form)\b[^>]*\son\w+=/i);
    expect(body).not.toMatch(/(href|src)="javascript:/i);
    expect(body).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;');
    expect(res.text).not.toContain('<script>alert');
    // Title and description in <head> are escaped attribute/text values.
    expect(res.text).toContain(
      '<meta name="description" content="&quot;&gt;&lt;script&gt;alert(&quot;meta&quot;)&lt;/script&gt;"/>',
    );
  });
});

describe('blog with Supabase: drafts never appear', () => {
  it('not in the list, a post, the sidebar, the sitemap or the feed', async () => {
    const { app } = setup();
    const pages = await Promise.all(
      ['/blog', '/blog?page=2', '/blog/spine-health-tip-1', '/sitemap.xml', '/rss.xml'].map((path) =>
        request(app).get(path).expect(200),
      ),
    );
    for (const res of pages) {
      const text = res.text;
      expect(text).not.toContain('secret-upcoming-post');
      expect(text).not.toContain('DRAFT Secret');
      expect(text).not.toContain('old-clinic-hours');
    }
    await request(app).get('/blog/secret-upcoming-post').expect(404);
    await request(app).get('/blog/old-clinic-hours').expect(404);
  });
});

describe('blog with Supabase: when Supabase fails', () => {
  it('serves the last good data with status 200 and logs the error', async () => {
    const { app, clock, blogLogs } = setup({ ttlSeconds: 60 });
    const before = await request(app).get('/blog').expect(200);
    await request(app).get('/blog/spine-health-tip-2').expect(200);
    standIn.failWith = 503;
    clock.now += 61_000;

    const list = await request(app).get('/blog').expect(200);
    expect(cardTitles(list.text)).toEqual(cardTitles(before.text));
    const post = await request(app).get('/blog/spine-health-tip-2').expect(200);
    expect(post.text).toContain('Spine Health Tip Number 2</h1>');
    // The failed refresh runs in the background, behind the stale answers.
    await vi.waitFor(
      () =>
        expect(blogLogs.some((l) => l.level === 50 && l.msg === 'blog source failed: serving the last good data')).toBe(
          true,
        ),
      eventually,
    );
    // Still served while Supabase stays down.
    expect(cardTitles((await request(app).get('/blog').expect(200)).text)).toHaveLength(12);
  });

  it('with a cold cache shows the empty state (200), answers a post with 503, and logs the error', async () => {
    const { app, blogLogs } = setup();
    standIn.failWith = 503;
    const list = await request(app).get('/blog').expect(200);
    expect(list.text).toContain(words.list.empty);
    const post = await request(app).get('/blog/spine-health-tip-2').expect(503);
    expect(post.text).toContain(words.notFound.title);
    const sitemap = await request(app).get('/sitemap.xml').expect(200);
    expect(sitemap.text).toContain('<loc>http://localhost:3000/blog</loc>');
    expect(sitemap.text).not.toContain('/blog/');
    const feed = await request(app).get('/rss.xml').expect(200);
    expect(feed.text).not.toContain('<item>');
    const errors = blogLogs.filter((l) => l.level === 50 && l.msg === 'blog source failed and nothing is cached');
    expect(errors.map((l) => l.key)).toEqual(
      expect.arrayContaining(['list:1', 'post:spine-health-tip-2', 'index', 'feed']),
    );
    expect(JSON.stringify(errors[0]!.err)).toContain('503');
  });

  it('bounds a Supabase that never answers with a timeout', async () => {
    const { app, blogLogs } = setup({ timeoutMs: 200 });
    standIn.hang = true;
    const list = await request(app).get('/blog').expect(200);
    expect(list.text).toContain(words.list.empty);
    expect(blogLogs.some((l) => JSON.stringify(l.err ?? '').includes('did not answer within 200 ms'))).toBe(true);
  });
});

describe('blog with Supabase: feed, sitemap and API', () => {
  it('/rss.xml is RSS 2.0 with the latest 20 published posts, newest first', async () => {
    standIn.tables.blog_posts = blogTables(25).blog_posts!;
    const { app } = setup();
    const res = await request(app)
      .get('/rss.xml')
      .expect(200)
      .expect('Content-Type', /application\/rss\+xml/);
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    const links = [...res.text.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toHaveLength(20);
    expect(links[0]).toBe('http://localhost:3000/blog/spine-health-tip-25');
    expect(links[19]).toBe('http://localhost:3000/blog/spine-health-tip-6');
    expect(res.text).toContain('<pubDate>Mon, 26 Jan 2026 14:00:00 GMT</pubDate>');
    expect(res.text).toContain('<lastBuildDate>Mon, 26 Jan 2026 14:00:00 GMT</lastBuildDate>');
    expect(res.text).toContain('<category>Wellness Tips</category>');
    expect(res.text).toContain(
      '<atom:link href="http://localhost:3000/rss.xml" rel="self" type="application/rss+xml"/>',
    );
  });

  it('/sitemap.xml lists every published post (in batches past 1,000) with lastmod from published_at', async () => {
    standIn.tables.blog_posts = blogTables(2345).blog_posts!;
    const { app } = setup();
    const res = await request(app).get('/sitemap.xml').expect(200);
    const posts = [
      ...res.text.matchAll(/<loc>http:\/\/localhost:3000\/blog\/([\w-]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g),
    ];
    expect(posts).toHaveLength(2345);
    expect(posts[0]![1]).toBe('spine-health-tip-2345');
    expect(posts.find((m) => m[1] === 'spine-health-tip-1')![2]).toBe('2026-01-02T14:00:00.000Z');
    // The first batch counts the posts; the others are asked for together.
    expect(restReads()[0]!.headers.prefer).toContain('count=exact');
    expect(
      restReads()
        .map((r) => r.query.get('offset'))
        .sort(),
    ).toEqual(['0', '1000', '2000']);
    // The fixed pages are still there.
    expect(res.text).toContain('<loc>http://localhost:3000/services/knee</loc>');
  });

  it('reads the post index as the server starts when asked to warm up, so the first /sitemap.xml reads nothing', async () => {
    standIn.tables.blog_posts = blogTables(1500).blog_posts!;
    const { blog, env } = supabaseBlog(standIn);
    const { app } = buildTestApp({ blog, env, warm: true });
    await vi.waitFor(() => expect(restReads().length).toBeGreaterThanOrEqual(2), eventually);
    expect(
      restReads()
        .map((r) => r.query.get('offset'))
        .sort(),
    ).toEqual(['0', '1000']);
    const res = await request(app).get('/sitemap.xml').expect(200);
    expect(res.text).toContain('<loc>http://localhost:3000/blog/spine-health-tip-1500</loc>');
    expect(restReads()).toHaveLength(2);
  });
});
