import express, { Router } from 'express';
import path from 'node:path';

/**
 * Hashed build assets are immutable for a year and a missing one is a plain 404 (never a page);
 * the other public files (icons, manifest) are cached for a day.
 */
export function staticFiles(clientDir: string) {
  const router = Router();
  router.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false, redirect: false }),
    (_req, res) => {
      res.status(404).type('text/plain').set('Cache-Control', 'no-store').send('Not found');
    },
  );
  router.use(express.static(clientDir, { index: false, maxAge: '1d', redirect: false }));
  return router;
}
