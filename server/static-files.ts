import expressStaticGzip from 'express-static-gzip';
import { Router } from 'express';
import path from 'node:path';

/**
 * Hashed build assets are immutable for a year and a missing one is a plain 404 (never a page);
 * the other public files (icons, manifest) are cached for a day. Text files are sent as the build
 * compressed them (brotli, else gzip, as the browser accepts), so no request pays for compression.
 */
export function staticFiles(clientDir: string) {
  const router = Router();
  router.use(
    '/assets',
    precompressed(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }),
    (_req, res) => {
      res.status(404).type('text/plain').set('Cache-Control', 'no-store').send('Not found');
    },
  );
  router.use(precompressed(clientDir, { maxAge: '1d' }));
  return router;
}

function precompressed(dir: string, cache: { immutable?: boolean; maxAge: string }) {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { ...cache, index: false, redirect: false },
  });
}
