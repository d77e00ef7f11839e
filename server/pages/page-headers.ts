import type { ServerResponse } from 'node:http';
import type { Encoding } from './encoding.js';

export type HeaderList = [name: string, value: string][];

/** What an answer says about its body, whether it is sent from memory or streamed. */
export type BodyHeaders = {
  contentType: string;
  etag: string;
  cacheControl: string;
  /** The answer's own headers (X-Robots-Tag on noindex pages). */
  headers: Record<string, string>;
};

/**
 * The body the headers go with: encoded ahead and of known length; streamed (the compression middleware
 * encodes it and Node frames it in chunks); or none, for a 304.
 */
export type BodyForm = { encoding: Encoding; length: number } | 'streamed' | 'not-modified';

/**
 * Every page's headers come from here, whether the page is sent from memory or streamed, so the two
 * differ only in how the body is framed (Content-Length, or chunks). The request log and the security
 * headers middleware add theirs before.
 */
export function bodyHeaders(body: BodyHeaders, form: BodyForm): HeaderList {
  const validators: HeaderList = [
    ['Cache-Control', body.cacheControl],
    ['ETag', body.etag],
    ['Vary', 'Accept-Encoding'],
  ];
  const own = Object.entries(body.headers);
  if (form === 'not-modified') return [...validators, ...own];
  const head: HeaderList = [['Content-Type', body.contentType], ...validators];
  if (form !== 'streamed') {
    if (form.encoding !== 'identity') head.push(['Content-Encoding', form.encoding]);
    head.push(['Content-Length', String(form.length)]);
  }
  return head.concat(own);
}

/**
 * Sets the headers one by one rather than through writeHead, so middleware watching them sees them:
 * the compression middleware leaves a body with a Content-Encoding alone.
 */
export function setHeaders(res: ServerResponse, headers: HeaderList) {
  for (const [name, value] of headers) res.setHeader(name, value);
}
