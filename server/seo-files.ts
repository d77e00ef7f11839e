import escapeHtml from 'escape-html';
import { createHash } from 'node:crypto';
import { Router } from 'express';
import { precompress, sendPrecompressed, type Precompressed } from './pages/precompressed.js';
import { indexablePages } from '../client/content/pages.js';
import { services, servicePath } from '../client/content/services.js';


export type SitemapEntry = { path: string; lastmod?: string };

/** Every indexable page: the fixed pages and the 16 service pages (the blog adds its posts). */
export function staticSitemapEntries(): SitemapEntry[] {
  return [...indexablePages.map((p) => ({ path: p.path })), ...services.map((s) => ({ path: servicePath(s.slug) }))];
}

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map(
      (e) =>
        `<url><loc>${escapeHtml(siteUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${escapeHtml(e.lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /payment\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** The sitemap compressed once (gzip and brotli) with its validator: too large to compress per request. */
function sitemapFile(xml: string): Promise<Precompressed> {
  const body = Buffer.from(xml);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return precompress(body, 200, {
    contentType: 'application/xml; charset=utf-8',
    etag,
    cacheControl: 'public, max-age=3600',
    headers: {},
  });
}

export function seoFiles({
  siteUrl,
  extraEntries,
  warm = false,
}: {
  siteUrl: string;
  extraEntries: () => Promise<SitemapEntry[]>;
  /** Build the sitemap at once rather than on its first request (its post index is slow to read cold). */
  warm?: boolean;
}) {
  const router = Router();
  const robots = robotsTxt(siteUrl);
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robots);
  });
  // The XML is built and compressed only when extraEntries hands over a new array (the blog's cache
  // keeps it while fresh): with 10,000 posts it is a megabyte, so each request only writes out bytes.
  const built = new WeakMap<SitemapEntry[], Promise<Precompressed>>();
  const sitemap = async () => {
    const extra = await extraEntries();
    let file = built.get(extra);
    if (!file) {
      file = sitemapFile(sitemapXml(siteUrl, [...staticSitemapEntries(), ...extra]));
      built.set(extra, file);
    }
    return file;
  };
  // A failure here is the blog's (logged by its cache); the first request tries again.
  if (warm) sitemap().catch(() => undefined);
  router.get('/sitemap.xml', async (req, res) => {
    sendPrecompressed(req, res, await sitemap());
  });
  return router;
}
