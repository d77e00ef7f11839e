import helmet from 'helmet';
import type { RequestHandler } from 'express';
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
    // Radix and the toast library set inline styles; styles cannot run code, scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(dev ? ['ws:', 'wss:'] : [])],
    'frame-src': unique([
      origin(embeds.bookingWidgetUrl),
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

export function securityHeaders(config: Config): RequestHandler[] {
  const permissions = permissionsPolicy(config);
  return [
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: config.siteUrl.startsWith('https:')
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      // The embeds (booking, video, map, payment) are cross-origin frames without CORP headers.
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      xPoweredBy: true,
    }),
    (_req, res, next) => {
      res.setHeader('Permissions-Policy', permissions);
      next();
    },
  ];
}
