import type { ServerResponse } from 'node:http';
import type { Encoding } from './encoding.js';

/** Response headers as name, value, name, value...: the form writeHead takes in one call. */
export type HeaderList = string[];

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
 * A page's headers. Every page answer takes them from here and writes them with one writeHead, whether
 * it is sent from memory or streamed, so the two differ only in how the body is framed (Content-Length,
 * or chunks). Behind the compression middleware, writeHead still lets it see them (it hooks writeHead).
 */
export function bodyHeaders(body: BodyHeaders, form: BodyForm): HeaderList {
  const validators = ['Cache-Control', body.cacheControl, 'ETag', body.etag, 'Vary', 'Accept-Encoding'];
  const own = Object.entries(body.headers).flat();
  if (form === 'not-modified') return [...validators, ...own];
  const head = ['Content-Type', body.contentType, ...validators];
  if (form !== 'streamed') {
    if (form.encoding !== 'identity') head.push('Content-Encoding', form.encoding);
    head.push('Content-Length', String(form.length));
  }
  return head.concat(own);
}

/**
 * The headers every answer carries ahead of its own: the request id, then fixed ones (the security
 * headers). A page kept in memory gets them joined with its own list once, on its first answer, so
 * each later answer copies one finished list and writes its id in, rather than building the two lists
 * on every request (docs/performance.md, Throughput).
 */
export class EveryAnswer {
  readonly #fixed: HeaderList;
  // Keyed by a kept page's own list, so a page dropped from the store takes its joined lists with it.
  readonly #joined = new WeakMap<HeaderList, HeaderList>();

  constructor(fixed: HeaderList) {
    this.#fixed = fixed;
  }

  /** These headers alone, for an answer whose own headers come later (Express's). */
  list(id: string): HeaderList {
    return ['X-Request-Id', id, ...this.#fixed];
  }

  /** These headers followed by `own`, for one writeHead; `own` must not change once given. */
  joinedWith(id: string, own: HeaderList): HeaderList {
    let joined = this.#joined.get(own);
    if (joined === undefined) this.#joined.set(own, (joined = this.list('').concat(own)));
    const head = joined.slice();
    head[1] = id;
    return head;
  }
}

/** Sets headers ahead of the answer (for what answers them later, not knowing its status yet). */
export function setHeaders(res: ServerResponse, headers: HeaderList) {
  for (let i = 0; i + 1 < headers.length; i += 2) {
    const name = headers[i];
    const value = headers[i + 1];
    if (name !== undefined && value !== undefined) res.setHeader(name, value);
  }
}
