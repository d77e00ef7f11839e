import type { IncomingMessage, ServerResponse } from 'node:http';
import { compressBody } from './compress.js';
import { isNotModified } from './conditional.js';
import { preferredEncoding, type Encoding } from './encoding.js';
import { bodyHeaders, EveryAnswer, type BodyHeaders, type HeaderList } from './page-headers.js';

/** A body compressed once with its headers for each encoding and for a 304, so each request only writes them out. */
export type Precompressed = {
  status: number;
  etag: string;
  bodies: Record<Encoding, Buffer>;
  head: Record<Encoding | 'notModified', HeaderList>;
  /** All three bodies together. */
  bytes: number;
};

export async function precompress(body: Buffer, status: number, headers: BodyHeaders): Promise<Precompressed> {
  const bodies = await compressBody(body);
  const headFor = (encoding: Encoding) => bodyHeaders(headers, { encoding, length: bodies[encoding].length });
  return {
    status,
    etag: headers.etag,
    bodies,
    head: {
      br: headFor('br'),
      gzip: headFor('gzip'),
      identity: headFor('identity'),
      notModified: bodyHeaders(headers, 'not-modified'),
    },
    bytes: bodies.br.length + bodies.gzip.length + bodies.identity.length,
  };
}

/**
 * Sends the encoding the client prefers, or 304 when its copy is current. `leading` are headers every
 * answer carries that were not set on `res` yet (a page answered from memory ahead of Express): a list,
 * or the app's EveryAnswer with the request's id (`req.id`).
 */
export function sendPrecompressed(
  req: IncomingMessage,
  res: ServerResponse,
  file: Precompressed,
  leading?: HeaderList | EveryAnswer,
) {
  const notModified = isNotModified(req.headers, file.status, file.etag);
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const own = notModified ? file.head.notModified : file.head[encoding];
  let head = own;
  if (leading instanceof EveryAnswer) head = leading.joinedWith(req.id, own);
  else if (leading) head = leading.concat(own);
  res.writeHead(notModified ? 304 : file.status, head);
  if (notModified || req.method === 'HEAD') res.end();
  else res.end(file.bodies[encoding]);
}
