import escapeHtml from 'escape-html';
import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { compressPage, encodingFor, notModified, type Encoding } from './page-cache.js';


export type SitemapEntry = { path: string; lastmod?: string };

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

/** A body compressed once (gzip and brotli) with its validator, for files too large to compress per request. */
type Precompressed = { bodies: Record<Encoding, Buffer>; etag: string };

async function precompress(text: string): Promise<Precompressed> {
  const body = Buffer.from(text);
  return { bodies: await compressPage(body), etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

function sendPrecompressed(req: Request, res: Response, file: Precompressed, type: string, cacheControl: string) {
  res.type(type).set({ 'Cache-Control': cacheControl, ETag: file.etag, Vary: 'Accept-Encoding' });
  if (notModified(req.headers['if-none-match'], req.headers['cache-control'], file.etag)) return void res.status(304).end();
  const encoding = encodingFor(req.headers['accept-encoding']);
  // Content-Encoding set here tells the compression middleware the body is already encoded.
  if (encoding !== 'identity') res.set('Content-Encoding', encoding);
  res.set('Content-Length', String(file.bodies[encoding].length));
  res.end(req.method === 'HEAD' ? undefined : file.bodies[encoding]);
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
  router.get('/robots.txt', (_req, res) => {
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
      entry = { paths, file: precompress(sitemapXml(siteUrl, entries)) };
      built.set(extra, entry);
    }
    return entry.file;
  };
  // A failure here is the blog's (logged by its cache); the first request tries again.
  if (warm) sitemap().catch(() => undefined);
  router.get('/sitemap.xml', async (req, res) => {
    sendPrecompressed(req, res, await sitemap(), 'application/xml', 'public, max-age=3600');
  });
  return router;
}
