import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

/** The encodings a kept body is stored in. */
export type Encoding = 'br' | 'gzip' | 'identity';

// negotiator documents `preferred` (the server's order among equal q-values); @types/negotiator lacks it.
type PreferringNegotiator = {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
};

// x-gzip is gzip's old name; on equal q-values the smaller body wins.
const OFFERED = ['br', 'gzip', 'x-gzip', 'identity'];

/** The best encoding the client accepts by its q-values: br, then gzip, else identity. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const negotiator: PreferringNegotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  const chosen = negotiator.encoding(OFFERED, { preferred: OFFERED });
  if (chosen === 'br') return 'br';
  return chosen === 'gzip' || chosen === 'x-gzip' ? 'gzip' : 'identity';
}

// Browsers send a handful of distinct values, and negotiating one is a sizeable share of a page answered
// from memory, where a lookup is almost free (docs/performance.md, Throughput).
const remembered = new LRUCache<string, Encoding>({ max: 256 });

/** negotiateEncoding, remembered for the last few hundred Accept-Encoding values. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let encoding = remembered.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = negotiateEncoding(acceptEncoding);
    remembered.set(acceptEncoding, encoding);
  }
  return encoding;
}
