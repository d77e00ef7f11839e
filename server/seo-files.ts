import { Router } from 'express';
import { indexablePages } from '../client/content/pages.js';
import { services, servicePath } from '../client/content/services.js';

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export type SitemapEntry = { path: string; lastmod?: string };

/** Every indexable page: the fixed pages and the 16 service pages (the blog adds its posts). */
export function staticSitemapEntries(): SitemapEntry[] {
  return [...indexablePages.map((p) => ({ path: p.path })), ...services.map((s) => ({ path: servicePath(s.slug) }))];
}

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map(
      (e) =>
        `<url><loc>${xmlEscape(siteUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${xmlEscape(e.lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /payment\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export function seoFiles({ siteUrl, extraEntries }: { siteUrl: string; extraEntries: () => Promise<SitemapEntry[]> }) {
  const router = Router();
  const robots = robotsTxt(siteUrl);
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robots);
  });
  // The XML is rebuilt only when extraEntries hands over a new array (the blog's cache keeps it while
  // fresh), so thousands of posts cost one build per refresh, not one per request.
  const built = new WeakMap<SitemapEntry[], string>();
  router.get('/sitemap.xml', async (_req, res) => {
    const extra = await extraEntries();
    let xml = built.get(extra);
    if (!xml) {
      xml = sitemapXml(siteUrl, [...staticSitemapEntries(), ...extra]);
      built.set(extra, xml);
    }
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(xml);
  });
  return router;
}
