import type { IncomingHttpHeaders } from 'node:http';

/** Fetch metadata values of a request this site's own page made, or the visitor typed or bookmarked. */
const OWN_SITE = new Set(['same-origin', 'none']);

const hostOf = (origin: string): string | null => {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null;
  } catch {
    return null;
  }
};

/** Why a post was refused, for the log: never the header's raw value, which a client makes up. */
export type CrossSiteReason = 'cross-site' | 'same-site' | 'sec-fetch-site' | 'origin';

/**
 * Why a form post comes from another site, or null when it may be from ours. Browsers say where a
 * request comes from in Sec-Fetch-Site; older ones only in Origin, which must name this server (the
 * Host it was asked for) or the canonical SITE_URL. A request with neither (curl, a very old browser)
 * is let through: every current browser sends one of them with a post from another site's page.
 */
export function crossSiteReason(headers: IncomingHttpHeaders, siteUrl: string): CrossSiteReason | null {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite !== undefined) {
    const site = String(fetchSite).trim().toLowerCase();
    if (OWN_SITE.has(site)) return null;
    return site === 'cross-site' || site === 'same-site' ? site : 'sec-fetch-site';
  }
  const { origin } = headers;
  if (origin === undefined) return null;
  const host = hostOf(origin);
  const own = [headers.host?.toLowerCase(), hostOf(siteUrl)];
  return host !== null && own.includes(host) ? null : 'origin';
}
