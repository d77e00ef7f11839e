import type { IncomingMessage } from 'node:http';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { clinic } from '../shared/clinic.js';

/**
 * What the site runs with when nothing is configured (`npm start` works with no variable at all) but
 * a public site must not keep: said at start, once per finding, and listed on /readyz. Some show only
 * with traffic (a visitor's Host, a proxy's X-Forwarded-For), so requests are looked at until each
 * has been said once. Development runs on a laptop on purpose: nothing is said there.
 */
export type ProductionWarnings = {
  /** Logs the configuration's findings, one warning line each (main.ts, at start). */
  logAtStart(): void;
  /** Looks at one request for what only traffic shows; each finding is logged once per process. */
  observe(req: IncomingMessage): void;
  /** The findings so far, for /readyz. */
  list(): readonly string[];
};

/** A fictional North American number: 555-0100 to 555-0199 is reserved for fiction. */
const FICTIONAL_PHONE = /^\+1\d{3}55501\d{2}$/;
/** The names RFC 2606 reserves for examples, and the one this project's docs and files use. */
const EXAMPLE_DOMAIN = /\.(example|test|invalid)$|(^|[.@])(example|example-clinic)\.(com|net|org)$/i;

/** True when a URL's host is an example domain (the docs' www.example-clinic.com, example.com, *.example). */
export function isExampleUrl(url: string): boolean {
  return URL.canParse(url) && EXAMPLE_DOMAIN.test(new URL(url).hostname.replace(/\.$/, ''));
}

/** True for a Host header naming this machine (localhost, 127.0.0.0/8, ::1), or one that names nothing. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host || !URL.canParse(`http://${host}`)) return true;
  const name = new URL(`http://${host}`).hostname.replace(/\.$/, '');
  return name === 'localhost' || name === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(name);
}

/** What the clinic's details in shared/clinic.ts still hold of the examples. */
export function clinicPlaceholders(details: { phone: { display: string; tel: string }; email: string }) {
  const found: string[] = [];
  if (FICTIONAL_PHONE.test(details.phone.tel)) found.push(`the phone ${details.phone.display} is fictional (555-01xx)`);
  if (EXAMPLE_DOMAIN.test(details.email)) found.push(`the e-mail ${details.email} is an example address`);
  return found;
}

export function productionWarnings(
  config: Pick<Config, 'env' | 'siteUrl' | 'siteUrlFromDefault' | 'trustProxy' | 'defaultEmbedVars'>,
  logger: Logger,
  details: { phone: { display: string; tel: string }; email: string } = clinic,
): ProductionWarnings {
  const found: string[] = [];
  const atStart: string[] = [];
  const errorsAtStart: string[] = [];
  const quiet = config.env === 'development';
  const siteUrlUnset = !quiet && config.siteUrlFromDefault;
  let watchHost = siteUrlUnset;
  let watchForwarded = !quiet && config.trustProxy === 0;
  // The last Host found to be this machine: requests keep naming the same one, so it is parsed once.
  let loopbackHost: string | undefined;

  if (siteUrlUnset) {
    const line = `SITE_URL unset: canonical links, the sitemap and robots.txt point at ${config.siteUrl}`;
    found.push(line);
    atStart.push(`${line}; set SITE_URL to the site's public address (e.g. https://www.example-clinic.com)`);
  }
  if (!quiet && !config.siteUrlFromDefault && isExampleUrl(config.siteUrl)) {
    const line = `SITE_URL is an example address (${config.siteUrl}): canonical links, the sitemap and robots.txt point at it`;
    found.push(line);
    errorsAtStart.push(`${line}; set SITE_URL to the site's public address`);
  }
  if (!quiet && config.defaultEmbedVars.length > 0) {
    const line = `example embeds in use (${config.defaultEmbedVars.join(', ')} unset): the pages show shared/clinic.ts's placeholders`;
    found.push(line);
    atStart.push(`${line}; set them to the clinic's own addresses`);
  }
  const placeholders = quiet ? [] : clinicPlaceholders(details);
  if (placeholders.length > 0) {
    const line = `clinic details still examples: ${placeholders.join('; ')}`;
    found.push(line);
    atStart.push(`${line}; put the clinic's own in shared/clinic.ts`);
  }

  return {
    logAtStart() {
      for (const line of errorsAtStart) logger.error(line);
      for (const line of atStart) logger.warn(line);
    },
    observe(req) {
      const { host } = req.headers;
      if (watchHost && host !== loopbackHost && isLoopbackHost(host)) loopbackHost = host;
      else if (watchHost && host !== loopbackHost) {
        watchHost = false;
        logger.error(
          { host: req.headers.host!.slice(0, 100), siteUrl: config.siteUrl },
          `a visitor reached this server by a public name while SITE_URL is unset: canonical links, the sitemap and robots.txt point at ${config.siteUrl} (set SITE_URL)`,
        );
      }
      if (watchForwarded && req.headers['x-forwarded-for'] !== undefined) {
        watchForwarded = false;
        // A log line only: any client can send the header, so it never becomes one of /readyz's findings.
        logger.error(
          'X-Forwarded-For received while TRUST_PROXY is unset: if a proxy sent it, every visitor shares one rate-limit bucket (the proxy IP); set TRUST_PROXY=1 (the number of proxies in front of this server). With no proxy, a client sent it: leave TRUST_PROXY unset.',
        );
      }
    },
    list: () => found,
  };
}
