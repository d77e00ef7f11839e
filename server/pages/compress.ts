import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Encoding } from './encoding.js';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Compresses once, when a body is kept, off the main thread (zlib's thread pool): brotli at quality 6
 * and gzip at 9 are within a few percent of their best for HTML at a few milliseconds per page (brotli
 * 11 takes a quarter of a second for the home page).
 */
export async function compressBody(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  return { br, gzip: gz, identity: body };
}
