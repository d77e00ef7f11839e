import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Encoding } from './encoding.js';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Compresses once, when a body is kept, off the main thread (zlib's thread pool). Brotli at quality 10
 * keeps most pages inside what a new connection sends first; 11 saves little more for far more time.
 * Gzip at 9 is near its best (docs/performance.md, First paint).
 */
export async function compressBody(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  return { br, gzip: gz, identity: body };
}
