import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from './config.js';

const origin = (url: string) => new URL(url).origin;
const unique = (values: string[]) => [...new Set(values)];

/** The CSP directives, derived from the configured embeds so that changing a provider needs no code change. */
export function contentSecurityPolicy(config: Pick<Config, 'embeds' | 'siteUrl' | 'env' | 'supabase'>) {
  const { embeds } = config;
  const dev = config.env === 'development';
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", origin(embeds.paymentScriptUrl), ...(dev ? ["'unsafe-inline'"] : [])]),
    'script-src-attr': ["'none'"],
    // Components set inline styles (the sliders' positions); styles cannot run code, scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(dev ? ['ws:', 'wss:'] : [])],
    'frame-src': unique([
      origin(embeds.bookingWidgetUrl),
      ...Object.values(embeds.bookingWidgetUrlIn ?? {}).map(origin),
      origin(embeds.paymentFormUrl),
      origin(embeds.heroVideoUrl),
      origin(embeds.mapEmbedUrl),
    ]),
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  if (config.siteUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export function permissionsPolicy(config: Pick<Config, 'embeds'>): string {
  return [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    `payment=("${origin(config.embeds.paymentFormUrl)}")`,
    'usb=()',
    'interest-cohort=()',
  ].join(', ');
}

/** Helmet's options: strict CSP from the embeds, HSTS only on https. */
function helmetOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.siteUrl.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    // The embeds (booking, video, map, payment) are cross-origin frames without CORP headers.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    xPoweredBy: true,
  };
}

/**
 * Every security header as [name, value] pairs. The headers do not depend on the request, so helmet
 * runs once, here, against a recording response, instead of as eleven middleware on every request.
 */
export function securityHeaderList(config: Config): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  let done = false;
  helmet(helmetOptions(config))({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  // Helmet sets headers synchronously; if a version ever did not, fail at start rather than send fewer.
  if (!done) throw new Error('helmet did not finish synchronously');
  headers.set('Permissions-Policy', permissionsPolicy(config));
  return [...headers];
}
