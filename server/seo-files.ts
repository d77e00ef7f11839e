import escapeHtml from 'escape-html';
import { createHash } from 'node:crypto';
import { Router } from 'express';
import { precompress, sendPrecompressed, type Precompressed } from './pages/precompressed.js';
import { endpoints } from './endpoints.js';
import { SPECULATION_RULES } from '../shared/speculation-rules.js';
import { defaultLocale, localizePath, locales } from '../shared/locale.js';

/** A page of the sitemap by its English path; the sitemap lists it in every language. */
export type SitemapEntry = { path: string; lastmod?: string };

/**
 * Every page in every language, each naming all its languages (and English as the default for the
 * rest) as alternates, as search engines read them from a sitemap.
 */
export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map((entry) => {
      const hrefs = locales.map((locale) => escapeHtml(siteUrl + localizePath(entry.path, locale)));
      const alternates =
        locales.map((locale, i) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${hrefs[i]}"/>`).join('') +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${hrefs[locales.indexOf(defaultLocale)]}"/>`;
      const lastmod = entry.lastmod ? `<lastmod>${escapeHtml(entry.lastmod)}</lastmod>` : '';
      return hrefs.map((href) => `<url><loc>${href}</loc>${lastmod}${alternates}</url>`).join('\n');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  const payment = locales.map((locale) => `Disallow: ${localizePath('/payment', locale)}\n`).join('');
  return `User-agent: *\nAllow: /\n${payment}Disallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
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
  pagePaths,
  extraEntries,
  warm = false,
}: {
  siteUrl: string;
  /** The fixed pages' paths, from the route table (through the frontend's SSR entry). */
  pagePaths: () => Promise<readonly string[]>;
  extraEntries: () => Promise<SitemapEntry[]>;
  /** Build the sitemap at once rather than on its first request (its post index is slow to read cold). */
  warm?: boolean;
}) {
  const router = Router();
  const robots = robotsTxt(siteUrl);
  // Every page's Speculation-Rules header points here; Chromium reads the rules only with this type.
  router.get(endpoints.speculationRules, (_req, res) => {
    res.type('application/speculationrules+json').set('Cache-Control', 'public, max-age=3600').send(SPECULATION_RULES);
  });
  router.get(endpoints.robots, (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robots);
  });
  // The XML is built and compressed only when extraEntries hands over a new array (the blog's cache
  // keeps it while fresh): with 10,000 posts it is a megabyte, so each request only writes out bytes.
  const built = new WeakMap<SitemapEntry[], { paths: readonly string[]; file: Promise<Precompressed> }>();
  const sitemap = async () => {
    const [paths, extra] = await Promise.all([pagePaths(), extraEntries()]);
    let entry = built.get(extra);
    if (entry?.paths !== paths) {
      const entries = [...paths.map((path) => ({ path })), ...extra];
      entry = { paths, file: sitemapFile(sitemapXml(siteUrl, entries)) };
      built.set(extra, entry);
    }
    return entry.file;
  };
  // A failure here is the blog's (logged by its cache); the first request tries again.
  if (warm) sitemap().catch(() => undefined);
  router.get(endpoints.sitemap, async (req, res) => {
    sendPrecompressed(req, res, await sitemap());
  });
  return router;
}
