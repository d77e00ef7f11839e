import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { freePort } from './baseline.js';
import { rootDir } from './processes.js';
import { rawGet } from './raw-get.js';

export type StaticCopy = { url: string; stop(): Promise<void> };

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

/** A page's HTML with every script element taken out: the page as it is without its JavaScript. */
export const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');

/** Brotli as the app compresses its pages (server/pages/compress.ts), gzip 9, and plain. */
const compress = (body: Buffer) => ({
  identity: body,
  br: zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  }),
  gzip: zlib.gzipSync(body, { level: 9 }),
});

/**
 * The routes' HTML as the app sends it, with its scripts removed, served statically beside the build's
 * own files (the CSS, fonts and images, under the same paths, their .br and .gz as the app sends them):
 * what Lighthouse would score these pages if they had no JavaScript at all.
 */
export async function startStaticCopy(appUrl: string, routes: string[]): Promise<StaticCopy> {
  const pages = new Map<string, { status: number } & ReturnType<typeof compress>>();
  for (const route of routes) {
    const page = await rawGet(appUrl + route, { 'Accept-Encoding': 'identity' });
    pages.set(route, { status: page.status, ...compress(Buffer.from(withoutScripts(page.body.toString('utf8')))) });
  }
  const root = path.join(rootDir, 'dist/client');
  const server = http.createServer((req, res) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://copy').pathname);
    } catch {
      return res.writeHead(400).end();
    }
    const accepts = (encoding: string) => (req.headers['accept-encoding'] ?? '').includes(encoding);
    const encoding = accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : 'identity';
    const page = pages.get(pathname);
    if (page) {
      return res
        .writeHead(page.status, {
          'Content-Type': 'text/html; charset=utf-8',
          ...(encoding !== 'identity' && { 'Content-Encoding': encoding }),
          'Cache-Control': 'public, max-age=0',
          Vary: 'Accept-Encoding',
        })
        .end(page[encoding]);
    }
    const file = path.join(root, pathname);
    if (!file.startsWith(root + path.sep) || !existsSync(file) || !statSync(file).isFile())
      return res.writeHead(404).end();
    const packed = (['br', 'gzip'] as const).find((e) => accepts(e) && existsSync(file + (e === 'br' ? '.br' : '.gz')));
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      ...(packed ? { 'Content-Encoding': packed, Vary: 'Accept-Encoding' } : {}),
    });
    res.end(readFileSync(packed ? file + (packed === 'br' ? '.br' : '.gz') : file));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
