import Negotiator from 'negotiator';

/** The encodings a kept body is stored in. */
export type Encoding = 'br' | 'gzip' | 'identity';

// negotiator documents `preferred` (the server's order among equal q-values); @types/negotiator lags behind it.
type PreferringNegotiator = {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
};

// x-gzip is gzip's old name; on equal q-values the smaller body wins.
const OFFERED = ['br', 'gzip', 'x-gzip', 'identity'];

/** The best encoding the client accepts by its q-values: br, then gzip, else identity. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as unknown as PreferringNegotiator;
  const chosen = negotiator.encoding(OFFERED, { preferred: OFFERED });
  if (chosen === 'br') return 'br';
  return chosen === 'gzip' || chosen === 'x-gzip' ? 'gzip' : 'identity';
}
