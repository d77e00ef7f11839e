import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { blogFromConfig, buildTestApp, memoryLogger, testConfig } from '../helpers/app.js';
import { PageStore } from '../../server/pages/page-store.js';
import { uiTexts } from '../../client/texts/ui.js';
import { createRoutes } from '../../client/routes.js';

const TOKEN = 'test-metrics-token-0123456789';
const fixedPages = createRoutes()
  .map((route) => route.path)
  .filter((p) => !/[:*]/.test(p));

/** The whole page: the site's header and footer around a main with its heading, not an empty root. */
function isWholePage(html: string) {
  return /<header[\s>]/.test(html) && /<footer[\s>]/.test(html) && /<main[\s>][\s\S]*<h1[\s>]/.test(html);
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

async function pageCacheCounts(agent: ReturnType<typeof request>) {
  const { text } = await agent.get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
  const count = (result: string) =>
    Number(new RegExp(`page_cache_requests_total\\{result="${result}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
  return { hits: count('hit'), misses: count('miss') };
}

function keptApp() {
  const { app } = buildTestApp({ pageCache: new PageStore(), env: { METRICS_TOKEN: TOKEN } });
  return request(app);
}

describe('a page kept for one request', () => {
  it('is never an empty page for another: the page not found stays whole after a flood of blog page numbers and line breaks in paths', async () => {
    const agent = keptApp();
    for (let i = 0; i < 25; i++) await agent.get(`/blog?page=${4500 + i}`).expect(404);
    const odd = ['/%0a', '/%0d', '/%E2%80%A8', '/%E2%80%A9', '/about%0a', '/services/%0d', '/blog/%E2%80%A8'];
    for (const path of odd) await agent.get(path).expect(404);
    // A post that does not exist has a page of its own; every other made-up path gets the site's.
    const blogPosts = odd.filter((path) => path.startsWith('/blog/'));
    const postNotFound = titleOf((await agent.get('/blog/no-such-post').expect(404)).text);
    for (const path of [...odd, '/no-such-page', '/services/no-such-service', '/wp-login.php', '/a/b/c']) {
      const res = await agent.get(path).expect(404);
      expect(isWholePage(res.text), path).toBe(true);
      expect(titleOf(res.text), path).toBe(
        blogPosts.includes(path) ? postNotFound : uiTexts.en.meta.pages.notFound.title,
      );
    }
  });

  it('answers unknown query strings from the page kept for the path, with the same validator', async () => {
    const agent = keptApp();
    for (const path of fixedPages) {
      const plain = await agent.get(path).expect(200);
      const before = await pageCacheCounts(agent);
      for (const query of ['?utm_source=newsletter', '?x=random', '?fbclid=abc123&gclid=def']) {
        const res = await agent.get(path + query).expect(200);
        expect(res.headers.etag, path + query).toBe(plain.headers.etag);
      }
      const after = await pageCacheCounts(agent);
      expect(after.misses - before.misses, path).toBe(0);
    }
  });

  it('answers every blog page number past the last with one kept 404, rendered once, ahead of the pages', async () => {
    // The real blog, with its list reads counted: a page answered from memory ahead of Express reads none.
    const config = testConfig();
    const blog = blogFromConfig(config, memoryLogger().logger);
    let listReads = 0;
    const counted = { ...blog, listPosts: (page: number) => (listReads++, blog.listPosts(page)) };
    const { app } = buildTestApp({ blog: counted, pageCache: new PageStore(), env: { METRICS_TOKEN: TOKEN } });
    const agent = request(app);
    await agent.get('/blog').expect(200);
    const first = await agent.get('/blog?page=9999').expect(404);
    const [before, readsBefore] = [await pageCacheCounts(agent), listReads];
    const queries = ['?page=9998', '?page=123456', '?page=1234567890', '?page=abc', '?page=0', '?page=9999&x=1'];
    for (const query of queries) {
      const res = await agent.get('/blog' + query).expect(404);
      expect(res.headers.etag, query).toBe(first.headers.etag);
      expect(isWholePage(res.text), query).toBe(true);
    }
    const after = await pageCacheCounts(agent);
    expect(after.misses - before.misses).toBe(0);
    expect(listReads).toBe(readsBefore);
    // The list's own pages still take the long way.
    await agent.get('/blog?page=1').expect(200);
    await agent.get('/blog?page=').expect(200);
  });
});
