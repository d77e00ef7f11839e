import expressStaticGzip from 'express-static-gzip';
import { Router } from 'express';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { decodePath } from './decode-path.js';

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
  // Only paths naming a built file reach the file system, so a page's path costs no stat calls.
  const { files } = builtFiles(clientDir);
  const publicFiles = precompressed(clientDir, { maxAge: '1d' });
  router.use((req, res, next) => (files.has(decodePath(req.path) ?? '') ? publicFiles(req, res, next) : next()));
  return router;
}

/** The built client's files and folders, as URL paths (`/icon.svg`, `/images/`), read once at start. */
export function builtFiles(clientDir: string): { files: Set<string>; folders: string[] } {
  const files = new Set<string>();
  const folders: string[] = [];
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    const address = `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`;
    if (entry.isDirectory()) folders.push(`${address}/`);
    else files.add(address);
  }
  return { files, folders };
}

function precompressed(dir: string, cache: { immutable?: boolean; maxAge: string }) {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { ...cache, index: false, redirect: false },
  });
}
